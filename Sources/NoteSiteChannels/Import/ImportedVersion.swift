import NoteSiteContent
/// One version read from another tool's notes, before it is written as a
/// version file (docs/content.md). Texts are Markdown exactly as the source wrote them.
public struct ImportedVersion: Sendable, Equatable {
    /// Keep a Changelog's six change types, in the order pages and exports show them.
    public static let changeTypes = ["added", "changed", "deprecated", "removed", "fixed", "security"]

    /// A list row or feature: an icon name, a title and an optional subtitle.
    public struct Row: Sendable, Equatable {
        public var icon: String
        public var title: String
        public var subtitle: String?
    }

    /// A further sheet page, as `pages` writes it.
    public enum Page: Sendable, Equatable {
        case list(title: String?, rows: [Row])
        case image(url: String, title: String?, description: String?)
        case video(url: String, title: String?, description: String?)
    }

    public var version: SemanticVersion
    /// The source line the version starts at, for reports.
    public var line: Int
    /// `YYYY-MM-DD`, or nil for a draft.
    public var date: String?
    public var isDraft = false
    public var isYanked = false
    public var title: String?
    /// Change type (one of `changeTypes`) to its items, each inline Markdown.
    public var changes: [String: [String]] = [:]
    public var features: [Row] = []
    public var pages: [Page] = []
    /// Markdown; empty when the version has none.
    public var body = ""

    public init(version: SemanticVersion, line: Int, date: String?) {
        self.version = version
        self.line = line
        self.date = date
    }

    /// The file it is written to, inside `content/versions/`.
    public var fileName: String { version.canonical + ".md" }
}
