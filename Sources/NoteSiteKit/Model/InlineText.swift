/// An inline Markdown text as `notes.json` writes it: the source, its HTML
/// and its plain text (docs/app.md). Titles, subtitles, descriptions and
/// action titles are inline texts.
public struct InlineText: Codable, Sendable, Equatable {
    /// The Markdown as written in the version file.
    public var markdown: String
    /// The Markdown rendered to HTML, site-relative URLs kept relative.
    public var html: String
    /// The text without any markup, for labels and accessibility.
    public var text: String

    public init(markdown: String, html: String, text: String) {
        self.markdown = markdown
        self.html = html
        self.text = text
    }
}
