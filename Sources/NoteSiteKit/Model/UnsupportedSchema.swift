/// A document written for another schema than the one this kit reads:
/// the site was built by a newer notesite (or is not a notesite site).
public struct UnsupportedSchema: Error, Sendable, Equatable, CustomStringConvertible {
    /// The schema number the document names.
    public let found: Int
    /// Which document it was (`notes.json`, `whats-new/index.json`).
    public let document: String

    public init(found: Int, document: String) {
        self.found = found
        self.document = document
    }

    public var description: String {
        "\(document) has schema \(found); this version of NoteSiteKit reads schema 1"
    }
}
