import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

/// Texts and the scheme `URLPolicy.scheme(of:)` should find in them.
private let schemeCases: [(String, String?)] = [
    ("https://x", "https"), ("mailto:a", "mailto"), ("a+b-c.d:x", "a+b-c.d"),
    ("a/b:c", nil), ("a?b:c", nil), ("#a:b", nil), ("1http:x", nil), ("no-colon", nil), (":x", nil),
]

@Suite("Front-matter URLs: http(s), mailto and site paths only")
struct URLPolicyTests {
    @Test("allows http(s), mailto and absolute paths as they are", arguments: [
        "https://example.com/blog/1-4", "http://example.com", "HTTPS://EXAMPLE.COM/x", "HtTp://example.com/a?b=c#d",
        "mailto:feedback@example.com?subject=Hi", "MAILTO:a@example.com", "/docs/", "/", "/a/b.html#part",
    ])
    func absolute(_ url: String) {
        #expect(URLPolicy.check(url) == .allowed(.absolute(url)))
    }

    @Test("keeps paths relative to the site root for each page to rewrite", arguments: [
        "versions/1.2.0/", "assets/x.png", "page/2/", "notes.json", "docs/a?b=1#c", "./versions/", "a/b:c",
    ])
    func sitePaths(_ url: String) {
        #expect(URLPolicy.check(url) == .allowed(.site(url)))
    }

    @Test("trims surrounding spaces before judging")
    func trims() {
        #expect(URLPolicy.check("  https://example.com  ") == .allowed(.absolute("https://example.com")))
        #expect(URLPolicy.check(" javascript:alert(1)") == .rejected(reason: "uses the scheme 'javascript:', which is not allowed"))
    }

    @Test("rejects script, data and unknown schemes in any spelling", arguments: [
        ("javascript:alert(1)", "javascript"), ("JAVASCRIPT:alert(1)", "JAVASCRIPT"),
        ("JaVaScRiPt:alert(1)", "JaVaScRiPt"), ("data:text/html,<script>alert(1)</script>", "data"),
        ("vbscript:msgbox", "vbscript"), ("file:///etc/passwd", "file"), ("ftp://example.com", "ftp"),
        ("tel:+123", "tel"),
    ])
    func schemes(_ url: String, scheme: String) {
        #expect(URLPolicy.check(url) == .rejected(reason: "uses the scheme '\(scheme):', which is not allowed"))
    }

    @Test("rejects protocol-relative and backslash hosts", arguments: [
        "//evil.example/x", "\\\\evil.example", "\\evil.example", "/\\evil.example", "///evil.example",
    ])
    func hosts(_ url: String) {
        #expect(URLPolicy.check(url) == .rejected(reason: "is protocol-relative (//host), which changes meaning with the page's scheme"))
    }

    @Test("rejects spaces and control characters anywhere", arguments: [
        "java\tscript:alert(1)", "java\nscript:alert(1)", "a b", "https://example.com/a b",
        "\u{0}javascript:alert(1)", "java\u{1}script:x", "assets/x\u{7f}.png", "a\rb",
    ])
    func controls(_ url: String) {
        #expect(URLPolicy.check(url) == .rejected(reason: "contains spaces or control characters"))
    }

    @Test("rejects http(s) without a host and empty values")
    func hostless() {
        #expect(URLPolicy.check("https:evil.example") == .rejected(reason: "has no host"))
        #expect(URLPolicy.check("http:/evil.example") == .rejected(reason: "has no host"))
        #expect(URLPolicy.check("https:\\\\evil.example") == .rejected(reason: "has no host"))
        #expect(URLPolicy.check("") == .rejected(reason: "is empty"))
        #expect(URLPolicy.check("   ") == .rejected(reason: "is empty"))
    }

    @Test("finds a scheme only before any /, ? or #", arguments: schemeCases)
    func scheme(_ url: String, expected: String?) {
        #expect(URLPolicy.scheme(of: url) == expected)
    }
}
