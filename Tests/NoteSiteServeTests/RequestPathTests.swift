import Testing
@testable import NoteSiteServe

@Suite("Request paths resolve inside the site or not at all")
struct RequestPathTests {
    @Test("paths under the mount resolve to site-relative paths", arguments: [
        ("/driftwood/", "/driftwood/", ""),
        ("/driftwood/feed.xml", "/driftwood/", "feed.xml"),
        ("/driftwood/versions/1.0.0/", "/driftwood/", "versions/1.0.0/"),
        ("/driftwood/assets/my%20shot.png", "/driftwood/", "assets/my shot.png"),
        ("/driftwood/%C3%A9t%C3%A9.txt", "/driftwood/", "été.txt"),
        ("/notes.json", "/", "notes.json"),
        ("/", "/", ""),
        ("/driftwood/%2525.txt", "/driftwood/", "%25.txt"),
    ])
    func resolves(raw: String, mount: String, expected: String) {
        #expect(RequestPath.resolve(Substring(raw), mount: mount) == .site(expected))
    }

    @Test("traversal, encoded separators, NUL, absolute and backslash spellings are refused", arguments: [
        "/driftwood/../etc/passwd",
        "/driftwood/%2e%2e/etc/passwd",
        "/driftwood/%2E%2E/%2E%2E/etc/passwd",
        "/driftwood/.%2e/secret",
        "/driftwood/versions/..",
        "/driftwood/./index.html",
        "/driftwood/..%2fetc%2fpasswd",
        "/driftwood/%2fetc%2fpasswd",
        "/driftwood/..%5cetc%5cpasswd",
        "/driftwood/..\\etc\\passwd",
        "/driftwood/index.html%00.png",
        "//etc/passwd",
        "/driftwood//etc/passwd",
        "/driftwood/%",
        "/driftwood/%zz",
        "/driftwood/%ff%fe",
        "etc/passwd",
        "/etc/passwd",
        "/driftwoodx/index.html",
        "/driftwood/a%0ab",
    ])
    func refused(raw: String) {
        #expect(RequestPath.resolve(Substring(raw), mount: "/driftwood/") == .notFound)
    }

    @Test("the mount without its slash asks for a redirect")
    func mountWithoutSlash() {
        #expect(RequestPath.resolve("/driftwood", mount: "/driftwood/") == .mountWithoutSlash)
    }

    @Test("a path is decoded once: an escaped percent stays a percent")
    func decodedOnce() {
        #expect(RequestPath.decode("/%252e%252e/") == "/%2e%2e/")
        #expect(RequestPath.resolve("/%252e%252e/x", mount: "/") == .site("%2e%2e/x"))
    }
}
