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
        #expect(SiteRoot.page("versions/1.0.0/").url(.site("assets/a.png")) == "../../assets/a.png")
        #expect(SiteRoot.site.url(.site("assets/a.png")) == "assets/a.png")
        #expect(SiteRoot.page("versions/").url(.absolute("/a")) == "/a")
        #expect(SiteRoot.site.url(.absolute("https://x.example/")) == "https://x.example/")
    }

    @Test("one root leads a file's links, marked URLs and content URLs the same way", arguments: [
        (SiteRoot.page("fr/versions/1.0.0/"), "../../../versions/2.0.0/", "../../../assets/a.png"),
        (SiteRoot.page("fr/versions/1.0.0/").below("fr/"), "../../../fr/versions/2.0.0/", "../../../fr/assets/a.png"),
        (SiteRoot.absolute("https://x.example/notes/"), "https://x.example/notes/versions/2.0.0/",
         "https://x.example/notes/assets/a.png"),
        (SiteRoot.site, "versions/2.0.0/", "assets/a.png"),
        (SiteRoot.marked, "notesite-root:versions/2.0.0/", "notesite-root:assets/a.png"),
    ])
    func oneRoot(_ root: SiteRoot, link: String, asset: String) {
        #expect(root.link(to: "versions/2.0.0/") == link)
        #expect(root.url(.site("assets/a.png")) == asset)
        #expect(root.html("<img src=\"notesite-root:assets/a.png\">") == "<img src=\"\(asset)\">")
    }

    @Test("the root's own page is ./ from the root, and itself from elsewhere")
    func rootPage() {
        #expect(SiteRoot.site.link(to: "") == "./")
        #expect(SiteRoot.page("versions/").link(to: "") == "../")
    }
}
