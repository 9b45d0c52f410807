/// The opening and closing tag markers in force, for messages that show a tag
/// the way the template writes it.
public struct Delimiters: Hashable, Sendable {
    public var opening: String
    public var closing: String

    /// `{{` and `}}`.
    public static let standard = Delimiters(opening: "{{", closing: "}}")

    public init(opening: String, closing: String) {
        self.opening = opening
        self.closing = closing
    }

    /// `name` wrapped as a tag with `sigil`, e.g. `{{/features}}`.
    func tag(_ sigil: String, _ name: String) -> String {
        opening + sigil + name + closing
    }
}
