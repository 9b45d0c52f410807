import Testing
@testable import NoteSiteBuild
@testable import NoteSiteMarkdown

@Suite struct PlainTextTests {
    static let cases: [MarkdownCase] = [
        MarkdownCase("emphasis markers go", "**New** _sync_ *now*", "New sync now"),
        MarkdownCase("code span content stays", "Run `swift build` first", "Run swift build first"),
        MarkdownCase("a link becomes its text", "Read [the docs](https://example.com) today", "Read the docs today"),
        MarkdownCase("an image becomes its description", "![The toolbar](assets/x.png) shown", "The toolbar shown"),
        MarkdownCase("entities are decoded", "Tom &amp; Jerry &copy; &#65;&#x42;", "Tom & Jerry © AB"),
        MarkdownCase("raw HTML is dropped", "A <b>bold</b> move<br>", "A bold move"),
        MarkdownCase("whitespace collapses", "  Spaced\n   out \t text  ", "Spaced out text"),
        MarkdownCase("block markers stay text", "# Not a heading", "# Not a heading"),
        MarkdownCase("a quote marker stays text", "> Not a quote", "> Not a quote"),
        MarkdownCase("backslash escapes are resolved", "1\\. Not \\*a\\* list", "1. Not *a* list"),
        MarkdownCase("an autolink becomes its address", "<https://example.com>", "https://example.com"),
        MarkdownCase("nothing stays nothing", "", ""),
    ]

    @Test("plain text keeps only the text", arguments: cases)
    func plainText(_ row: MarkdownCase) {
        #expect(MarkdownRenderer().plainText(inline: row.input) == row.expected)
    }

    @Test("plain text uses smart punctuation when it is on") func smartPlainText() {
        let renderer = MarkdownRenderer(options: MarkdownOptions(smartPunctuation: true))
        #expect(renderer.plainText(inline: "\"Quoted\" -- it's *here*...") == "“Quoted” – it’s here…")
    }
}

@Suite struct InlineWithTextTests {
    @Test("one parse gives the same HTML, warnings and text as the two separate calls", arguments: [
        "**New** sync", "_twice_ as fast", "Read [the post](javascript:alert(1)) &amp; more", "1. not a list", "`code` first",
    ])
    func sameAsSeparateCalls(markdown: String) {
        let renderer = MarkdownRenderer(options: MarkdownOptions(smartPunctuation: true))
        let both = renderer.renderInlineWithText(markdown)
        #expect(both.output == renderer.renderInline(markdown))
        #expect(both.text == renderer.plainText(inline: markdown))
    }
}
