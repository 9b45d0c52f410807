extension MarkdownRenderer {
    /// Where raw HTML that safe mode omits starts, in document order, so the
    /// caller can say which lines lost it. Empty in unsafe mode.
    func omittedHTML(
        in document: borrowing CmarkDocument, locate: (Int, Int) -> (line: Int, column: Int)
    ) -> [MarkdownWarning] {
        guard !options.unsafeHTML else { return [] }
        var found: [MarkdownWarning] = []
        document.walk { visit in
            guard visit.entering, visit.kind == .blockHTML || visit.kind == .inlineHTML else { return }
            let start = visit.start
            let position = locate(start.line, start.byteColumn)
            found.append(MarkdownWarning(line: position.line, column: position.column, message: "raw HTML omitted"))
        }
        return found
    }
}
