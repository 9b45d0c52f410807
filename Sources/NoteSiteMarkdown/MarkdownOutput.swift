/// The HTML made from one piece of Markdown, with what was changed on the way.
public struct MarkdownOutput: Sendable, Hashable {
    /// The rendered HTML.
    public var html: String
    /// Problems found in the Markdown, in document order.
    public var warnings: [MarkdownWarning]
    /// Where raw HTML was omitted (safe mode), in document order.
    public var omittedHTML: [MarkdownWarning] = []

    /// Wraps rendered HTML and its warnings.
    public init(html: String, warnings: [MarkdownWarning] = []) {
        self.html = html
        self.warnings = warnings
    }
}
