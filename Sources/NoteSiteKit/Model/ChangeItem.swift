/// One item of a version's `changes`: an inline text with one more key,
/// `platforms`, so that code reading items as inline texts keeps working.
public struct ChangeItem: Codable, Sendable, Equatable {
    public var markdown: String
    public var html: String
    public var text: String
    /// The platforms this item is for; nil means every platform.
    public var platforms: [String]?

    public init(_ text: InlineText, platforms: [String]? = nil) {
        self.markdown = text.markdown
        self.html = text.html
        self.text = text.text
        self.platforms = platforms
    }

    /// The item as an inline text.
    public var inlineText: InlineText { InlineText(markdown: markdown, html: html, text: text) }
}
