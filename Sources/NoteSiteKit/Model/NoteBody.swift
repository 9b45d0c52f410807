/// A version's long-form notes, full CommonMark: the source and its HTML.
public struct NoteBody: Codable, Sendable, Equatable {
    /// The Markdown as written in the version file.
    public var markdown: String
    /// The Markdown rendered to HTML.
    public var html: String

    public init(markdown: String, html: String) {
        self.markdown = markdown
        self.html = html
    }
}
