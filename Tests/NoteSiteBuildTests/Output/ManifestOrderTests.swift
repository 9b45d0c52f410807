import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSupport
@testable import NoteSiteOutput

@Suite("The manifest lists paths in UTF-8 byte order")
struct ManifestOrderTests {
    @Test("byte order agrees with comparing the UTF-8 bytes one by one")
    func byteOrder() {
        let paths = ["", "a", "a/", "a/b", "ab", "a-b", "A", "Z/index.html", "é", "e\u{301}", "日本", "versions/1.10.0/",
                     "versions/1.9.0/", "versions/1.9.0/index.html", "🎉", "a\u{0}b"]
        for a in paths {
            for b in paths {
                #expect(a.precedesInByteOrder(b) == a.utf8.lexicographicallyPrecedes(b.utf8), "\(a.debugDescription) < \(b.debugDescription)")
            }
        }
    }

    @Test("writes one sorted line per file")
    func text() {
        let manifest = Manifest(entries: ["b": String(repeating: "1", count: 64), "a/c": String(repeating: "2", count: 64), "é": String(repeating: "3", count: 64)])
        #expect(manifest.text == String(repeating: "2", count: 64) + "  a/c\n" + String(repeating: "1", count: 64) + "  b\n"
            + String(repeating: "3", count: 64) + "  é\n")
        #expect(Manifest(parsing: manifest.text) == manifest)
    }

    @Test("lists every path of a large output once, in byte order, with its digest")
    func largeText() {
        let names = ["", "a", "a/", "a/b", "ab", "a-b", "A", "é", "e\u{301}", "日本", "🎉", "index.html", "1.9.0", "1.10.0"]
        var entries: [String: String] = [:]
        for i in 0..<3000 {
            let path = "\(names[i % names.count])/\(i % 97)/\(names[(i / 7) % names.count])\(i)"
            entries[path] = String(repeating: String(i % 16, radix: 16), count: 64)
        }
        let expected = entries.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            .map { "\($0.value)  \($0.key)\n" }.joined()
        #expect(Manifest(entries: entries).text == expected)
    }
}
