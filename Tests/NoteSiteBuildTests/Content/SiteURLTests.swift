import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

@Suite("Site URLs: markers in Markdown, rewritten per page")
struct SiteURLTests {
    @Test("marks destinations relative to the site root", arguments: [
        ("assets/x.png", "notesite-root:assets/x.png"), ("versions/1.0.0/", "notesite-root:versions/1.0.0/"),
        ("a/b:c", "notesite-root:a/b:c"),
    ])
    func marks(_ url: String, expected: String) {
        #expect(SiteURL.markRelative(url) == expected)
    }

    @Test("leaves absolute, fragment, query and scheme URLs alone", arguments: [
        "", "/docs/", "#part", "?q=1", "https://example.com/x", "mailto:a@example.com", "javascript:alert(1)",
    ])
    func leaves(_ url: String) {
        #expect(SiteURL.markRelative(url) == url)
    }

    @Test("resolves marked attribute values against a page's root", arguments: [
        ("<a href=\"notesite-root:versions/1.0.0/\">v</a>", "../../", "<a href=\"../../versions/1.0.0/\">v</a>"),
        ("<img src=\"notesite-root:assets/a.png\" alt=\"\"><a href=\"notesite-root:\">h</a>", "",
         "<img src=\"assets/a.png\" alt=\"\"><a href=\"\">h</a>"),
        ("<a href=\"notesite-root:x\">notesite-root:x</a>", "https://acme.example/",
         "<a href=\"https://acme.example/x\">notesite-root:x</a>"),
        ("<p>no links</p>", "../", "<p>no links</p>"),
    ])
    func resolves(_ html: String, root: String, expected: String) {
        #expect(SiteURL.resolveMarkers(in: html, root: root) == expected)
    }

    @Test("resolves site paths per page and keeps absolute URLs")
    func resolved() {
        #expect(SiteURL.site("assets/a.png").resolved(root: "../../") == "../../assets/a.png")
        #expect(SiteURL.site("assets/a.png").rootRelative == "assets/a.png")
        #expect(SiteURL.absolute("/a").resolved(root: "../") == "/a")
        #expect(SiteURL.absolute("https://x.example/").rootRelative == "https://x.example/")
    }
}
