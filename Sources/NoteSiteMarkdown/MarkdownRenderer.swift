/// Renders CommonMark to HTML with libcmark: full documents for bodies,
/// inline text for titles. It never throws, and one value may be used from
/// several threads at once.
public struct MarkdownRenderer: Sendable {
    /// The options every render uses.
    public let options: MarkdownOptions

    /// A renderer with the given options.
    public init(options: MarkdownOptions = MarkdownOptions()) {
        self.options = options
    }

    /// Renders a full CommonMark document (a version's body).
    public func renderBlock(_ markdown: String) -> MarkdownOutput {
        var bytes = markdown
        return bytes.withUTF8 { buffer in
            guard let document = CmarkDocument(parsing: buffer, smartPunctuation: options.smartPunctuation) else {
                return MarkdownOutput(html: "")
            }
            let locator = SourceLocator(text: markdown)
            let locate = { (line: Int, byteColumn: Int) in locator.location(line: line, byteColumn: byteColumn) }
            let warnings = secureLinks(in: document, locate: locate)
            let omitted = omittedHTML(in: document, locate: locate)
            let html = document.withHTML(unsafeHTML: options.unsafeHTML, hardBreaks: options.hardBreaks) {
                String(decoding: $0, as: UTF8.self)
            }
            var output = MarkdownOutput(html: html, warnings: warnings)
            output.omittedHTML = omitted
            return output
        }
    }

    /// Renders inline Markdown (a title, subtitle, description or action
    /// title): the HTML without a wrapping `<p>`, never a block of any kind,
    /// with line breaks turned into spaces.
    public func renderInline(_ markdown: String) -> MarkdownOutput {
        inline(markdown, withText: false).output
    }

    /// `renderInline` and `plainText(inline:)` from one parse.
    public func renderInlineWithText(_ markdown: String) -> (output: MarkdownOutput, text: String) {
        inline(markdown, withText: true)
    }

    /// Most titles are plain words, for which cmark would give back the text
    /// as it is; `throughCmark` turns that shortcut off, for tests.
    func inline(_ markdown: String, withText: Bool, throughCmark: Bool = false) -> (output: MarkdownOutput, text: String) {
        let source = InlineSource(markdown)
        if !throughCmark, let plain = source.plainText(smartPunctuation: options.smartPunctuation) {
            return (MarkdownOutput(html: String(decoding: plain, as: UTF8.self)),
                    withText ? Self.collapsingWhitespace(plain) : "")
        }
        return source.bytes.withUnsafeBufferPointer { buffer in
            guard let document = CmarkDocument(parsing: buffer, smartPunctuation: options.smartPunctuation) else {
                return (MarkdownOutput(html: ""), "")
            }
            // The text is taken before unsafe destinations are emptied; it holds no URLs.
            let text = withText ? Self.text(of: document) : ""
            let locator = SourceLocator(text: markdown)
            let locate = { (_: Int, byteColumn: Int) in locator.location(ofByte: source.originalOffset(ofByteColumn: byteColumn)) }
            let warnings = secureLinks(in: document, locate: locate)
            let omitted = omittedHTML(in: document, locate: locate)
            let html = document.withHTML(unsafeHTML: options.unsafeHTML, Self.paragraphContent)
            var output = MarkdownOutput(html: html, warnings: warnings)
            output.omittedHTML = omitted
            return (output, text)
        }
    }

    /// The text of inline Markdown alone, for `<title>`, feeds and notes.json:
    /// no markup, code span content kept, links reduced to their text,
    /// entities decoded, raw HTML dropped, whitespace collapsed.
    public func plainText(inline markdown: String) -> String {
        let source = InlineSource(markdown)
        return source.bytes.withUnsafeBufferPointer { buffer in
            guard let document = CmarkDocument(parsing: buffer, smartPunctuation: options.smartPunctuation) else {
                return ""
            }
            return Self.text(of: document)
        }
    }
}
