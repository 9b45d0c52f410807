import Testing
@testable import NoteSiteBuild
@testable import NoteSiteMarkdown

@Suite struct URLRewriteTests {
    /// Prefixes relative destinations the way a page two levels deep needs.
    static let renderer = MarkdownRenderer(options: MarkdownOptions(rewriteURL: { url in
        url.contains(":") || url.hasPrefix("/") || url.hasPrefix("#") ? url : "../../" + url
    }))

    @Test("links and images in a body are rewritten") func body() {
        let html = Self.renderer.renderBlock("[Notes](versions/1.0.0/) ![Shot](assets/a.png) [Site](https://example.com)").html
        #expect(html == "<p><a href=\"../../versions/1.0.0/\">Notes</a> <img src=\"../../assets/a.png\" alt=\"Shot\" /> <a href=\"https://example.com\">Site</a></p>\n")
    }

    @Test("reference links are rewritten") func references() {
        let html = Self.renderer.renderBlock("[Notes][n]\n\n[n]: versions/ \"All\"\n").html
        #expect(html == "<p><a href=\"../../versions/\" title=\"All\">Notes</a></p>\n")
    }

    @Test("inline text links are rewritten") func inline() {
        #expect(Self.renderer.renderInline("[More](assets/a.png)").html == "<a href=\"../../assets/a.png\">More</a>")
    }

    @Test("unsafe and empty destinations are never rewritten") func untouched() {
        let rewriteAll = MarkdownRenderer(options: MarkdownOptions(rewriteURL: { "X" + $0 }))
        #expect(rewriteAll.renderBlock("[a](javascript:x) [b]() [c](y)").html
            == "<p><a href=\"\">a</a> <a href=\"\">b</a> <a href=\"Xy\">c</a></p>\n")
    }

    @Test("the rewriter sees the decoded destination") func decoded() {
        let echo = MarkdownRenderer(options: MarkdownOptions(rewriteURL: { $0 == "a b&c" ? "ok" : "no" }))
        #expect(echo.renderBlock("[x](<a b&amp;c>)").html == "<p><a href=\"ok\">x</a></p>\n")
    }
}
