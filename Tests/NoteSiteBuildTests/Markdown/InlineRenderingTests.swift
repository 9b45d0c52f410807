import Testing
@testable import NoteSiteBuild
@testable import NoteSiteMarkdown
@testable import NoteSiteContent

@Suite struct InlineRenderingTests {
    static let plain = MarkdownRenderer()
    static let smart = MarkdownRenderer(options: MarkdownOptions(smartPunctuation: true))

    static let blockStarters: [MarkdownCase] = [
        MarkdownCase("an ordered-list marker with a dot", "1. First things", "1. First things"),
        MarkdownCase("an ordered-list marker with a parenthesis", "1) First things", "1) First things"),
        MarkdownCase("a heading marker", "# Release", "# Release"),
        MarkdownCase("a closed heading", "## Release ##", "## Release ##"),
        MarkdownCase("a dash bullet", "- Dark mode", "- Dark mode"),
        MarkdownCase("a plus bullet", "+ Dark mode", "+ Dark mode"),
        MarkdownCase("a star bullet", "* Dark mode", "* Dark mode"),
        MarkdownCase("a block quote marker", "> Quoted", "&gt; Quoted"),
        MarkdownCase("four spaces of indentation", "    Indented", "Indented"),
        MarkdownCase("a tab of indentation", "\tIndented", "Indented"),
        MarkdownCase("a setext underline of equals signs", "Title\n===", "Title ==="),
        MarkdownCase("a setext underline of dashes", "Title\n---", "Title ---"),
        MarkdownCase("a thematic break of dashes", "---", "---"),
        MarkdownCase("a thematic break of stars", "***", "***"),
        MarkdownCase("a code fence", "```swift", "```swift"),
        MarkdownCase("a link reference definition", "[ref]: /url", "[ref]: /url"),
        MarkdownCase("a list on the second line", "Fixes\n2. Second", "Fixes 2. Second"),
        MarkdownCase("a heading on the second line", "Fixes\n# More", "Fixes # More"),
        MarkdownCase("nothing at all", "", ""),
        MarkdownCase("only whitespace", "  \n\t ", ""),
    ]

    @Test("a title that looks like a block stays text", arguments: blockStarters)
    func blockStartersStayText(_ row: MarkdownCase) {
        #expect(Self.plain.renderInline(row.input).html == row.expected)
    }

    static let startingMarkup: [MarkdownCase] = [
        MarkdownCase("strong first", "**New** sync", "<strong>New</strong> sync"),
        MarkdownCase("underscore emphasis first", "_twice_ as fast", "<em>twice</em> as fast"),
        MarkdownCase("star emphasis first", "*twice* as fast", "<em>twice</em> as fast"),
        MarkdownCase("strong emphasis first", "***both*** at once", "<em><strong>both</strong></em> at once"),
        MarkdownCase("a code span first", "`code` first", "<code>code</code> first"),
        MarkdownCase("a link first", "[Docs](https://example.com) first", "<a href=\"https://example.com\">Docs</a> first"),
        MarkdownCase("an autolink first", "<https://example.com> first", "<a href=\"https://example.com\">https://example.com</a> first"),
        MarkdownCase("an entity first", "&copy; Acme", "© Acme"),
        MarkdownCase("an escaped star first", "\\*not emphasis*", "*not emphasis*"),
        MarkdownCase("markup in the middle", "Faster **sync** now", "Faster <strong>sync</strong> now"),
        MarkdownCase("raw HTML omitted in safe mode", "<b>Bold</b> move", "<!-- raw HTML omitted -->Bold<!-- raw HTML omitted --> move"),
        MarkdownCase("a sentinel-like character kept", "\u{A0}spaced", "\u{A0}spaced"),
    ]

    @Test("markup at the start of a title still works", arguments: startingMarkup)
    func markupAtStart(_ row: MarkdownCase) {
        #expect(Self.plain.renderInline(row.input).html == row.expected)
    }

    static let smartPunctuation: [MarkdownCase] = [
        MarkdownCase("double quotes first", "\"Quoted\" title", "“Quoted” title"),
        MarkdownCase("single quotes first", "'Single' title", "‘Single’ title"),
        MarkdownCase("an apostrophe first", "'Tis the season", "’Tis the season"),
        MarkdownCase("quotes around emphasis", "\"_x_\" marks", "“<em>x</em>” marks"),
        MarkdownCase("quotes around strong", "\"**x**\" marks", "“<strong>x</strong>” marks"),
        MarkdownCase("dashes and ellipsis", "Faster -- much faster --- and more...", "Faster – much faster — and more…"),
        MarkdownCase("an apostrophe inside", "It's here", "It’s here"),
    ]

    @Test("smart punctuation is right at the start too", arguments: smartPunctuation)
    func smartPunctuationAtStart(_ row: MarkdownCase) {
        #expect(Self.smart.renderInline(row.input).html == row.expected)
    }

    @Test("line breaks inside inline text become spaces") func lineBreaks() {
        #expect(Self.plain.renderInline("Faster\nsync").html == "Faster sync")
        #expect(Self.plain.renderInline("Faster  \nsync").html == "Faster   sync")
        #expect(Self.plain.renderInline("**Faster\nsync**").html == "<strong>Faster sync</strong>")
        #expect(Self.plain.renderInline("\nFaster\n").html == "Faster")
    }

    /// The single-line spec examples that render to one paragraph.
    static let oneParagraphExamples = SpecExample.all.filter { example in
        !example.markdown.dropLast().contains("\n") && example.html.hasPrefix("<p>")
            && example.html.hasSuffix("</p>\n") && example.html.components(separatedBy: "<p>").count == 2
    }

    @Test("a one-line spec example renders inline to its paragraph's content", arguments: oneParagraphExamples)
    func inlineMatchesParagraph(_ example: SpecExample) {
        let renderer = MarkdownRenderer(options: MarkdownOptions(unsafeHTML: true))
        #expect(renderer.renderInline(example.markdown).html == String(example.html.dropFirst(3).dropLast(5)))
    }
}
