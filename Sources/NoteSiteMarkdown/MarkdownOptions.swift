/// How Markdown is turned into HTML: the `markdown` section of `notesite.yml`
/// plus the site builder's link rewriting.
public struct MarkdownOptions: Sendable {
    /// Curly quotes, dashes and ellipses, as cmark's smart punctuation makes them.
    public var smartPunctuation: Bool
    /// Keeps raw HTML from the Markdown instead of omitting it.
    public var unsafeHTML: Bool
    /// Every line break inside a body's paragraph becomes `<br>` (notes written one change a line).
    public var hardBreaks: Bool
    /// Applied to every non-empty link and image destination that passed the
    /// safety check; the site builder uses it to make site-relative links work
    /// from pages at different depths.
    public var rewriteURL: (@Sendable (String) -> String)?

    /// Options with cmark's defaults: straight punctuation, raw HTML omitted.
    public init(
        smartPunctuation: Bool = false, unsafeHTML: Bool = false, hardBreaks: Bool = false,
        rewriteURL: (@Sendable (String) -> String)? = nil
    ) {
        self.smartPunctuation = smartPunctuation
        self.unsafeHTML = unsafeHTML
        self.hardBreaks = hardBreaks
        self.rewriteURL = rewriteURL
    }
}
