import Testing
@testable import NoteSiteServe

@Suite("Content types of served files")
struct MediaTypeTests {
    @Test("every kind of file a site holds gets its type", arguments: [
        ("index.html", "text/html; charset=utf-8"),
        ("assets/notesite.css", "text/css; charset=utf-8"),
        ("whats-new.js", "text/javascript; charset=utf-8"),
        ("notes.json", "application/json"),
        ("feed.json", "application/json"),
        ("sitemap.xml", "application/xml; charset=utf-8"),
        ("feed.xml", "application/atom+xml; charset=utf-8"),
        ("assets/icon.svg", "image/svg+xml"),
        ("assets/shot.png", "image/png"),
        ("assets/photo.jpg", "image/jpeg"),
        ("assets/photo.JPEG", "image/jpeg"),
        ("assets/shot.webp", "image/webp"),
        ("assets/loop.gif", "image/gif"),
        ("assets/demo.mp4", "video/mp4"),
        ("assets/demo.webm", "video/webm"),
        ("robots.txt", "text/plain; charset=utf-8"),
    ])
    func knownTypes(path: String, type: String) {
        #expect(MediaType.of(path) == type)
    }

    @Test("files without a known extension are plain bytes", arguments: ["LICENSE", "assets/.hidden", "archive.xyz", "dir.html/file"])
    func unknown(path: String) {
        #expect(MediaType.of(path) == MediaType.fallback)
    }
}
