import Testing
@testable import NoteSiteCore

@Suite struct JSONEscapingTests {
    @Test("escapes what JSON and an HTML script element need", arguments: [
        ("", #""""#),
        ("plain text", #""plain text""#),
        ("say \"hi\" \\ bye", #""say \"hi\" \\ bye""#),
        ("line\nbreak\r\ttab", #""line\nbreak\r\ttab""#),
        ("<b>&</b>", #""\u003cb\u003e\u0026\u003c/b\u003e""#),
        ("\u{1}\u{1f}", #""\u0001\u001f""#),
        ("a\u{2028}b\u{2029}c", #""a\u2028b\u2029c""#),
        ("ü – 日本 🎉", "\"ü – 日本 🎉\""),
        ("\u{2027}\u{202A}", "\"\u{2027}\u{202A}\""),
        ("ends with <", #""ends with \u003c""#),
    ])
    func escape(input: String, expected: String) {
        #expect(JSONValue.string(input).serialized() == expected)
    }
}

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
