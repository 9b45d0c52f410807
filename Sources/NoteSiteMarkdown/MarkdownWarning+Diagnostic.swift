import NoteSiteDiagnostics
extension MarkdownWarning {
    /// The warning as a diagnostic of `path`, whose Markdown starts after
    /// `lineOffset` lines of the file (a body after its front matter).
    public func diagnostic(path: String?, lineOffset: Int = 0) -> Diagnostic {
        Diagnostic(.warning, path: path, line: line + lineOffset, column: column, message: message)
    }
}
