/// A problem found while rendering Markdown, located within the Markdown text
/// that was given (the caller knows the file and where that text starts).
public struct MarkdownWarning: Sendable, Hashable {
    /// 1-based line within the given Markdown.
    public var line: Int
    /// 1-based column, counted in Unicode scalars from the start of the line.
    public var column: Int
    /// What happened, in plain words.
    public var message: String

    /// A warning at `line`:`column`.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}
