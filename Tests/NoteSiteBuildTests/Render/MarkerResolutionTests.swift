import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

@Suite struct MarkerResolutionTests {
    @Test("resolves every marked attribute against the page's root", arguments: [
        ("<p>no links</p>", "../../", "<p>no links</p>"),
        (#"<a href="notesite-root:versions/1.0.0/">x</a>"#, "../../", #"<a href="../../versions/1.0.0/">x</a>"#),
        (#"<a href="notesite-root:a">1</a><img src="notesite-root:b.png">"#, "", #"<a href="a">1</a><img src="b.png">"#),
        (#"<p>notesite-root:a and x="notesite-root</p>"#, "../", #"<p>notesite-root:a and x="notesite-root</p>"#),
        (#"ü<a href="notesite-root:ü/">é</a>=="#, "https://a.example/", #"ü<a href="https://a.example/ü/">é</a>=="#),
        (#"=""#, "../", #"=""#),
    ])
    func resolve(html: String, root: String, expected: String) {
        #expect(SiteURL.resolveMarkers(in: html, root: root) == expected)
    }
}
