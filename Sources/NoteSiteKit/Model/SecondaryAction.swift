/// The link shown above the primary action (WhatsNewKit's `SecondaryAction`).
public struct SecondaryAction: Codable, Sendable, Equatable {
    public var title: InlineText
    /// An http(s) or mailto: URL, or a path relative to the site root.
    public var url: String

    public init(title: InlineText, url: String) {
        self.title = title
        self.url = url
    }
}
