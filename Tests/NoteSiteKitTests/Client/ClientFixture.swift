import Foundation
import NoteSiteKit

/// A server, a cache folder and a bundled folder for one client test.
struct ClientFixture {
    let server: LocalHTTPServer
    let folder: URL
    var cache: URL { folder.appendingPathComponent("cache") }
    var bundled: URL { folder.appendingPathComponent("bundled") }

    init() throws {
        server = try LocalHTTPServer()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("notesite-kit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: bundled, withIntermediateDirectories: true)
    }

    func client(timeout: TimeInterval = 5, bundled useBundled: Bool = true, cache useCache: Bool = true) -> NoteSiteClient {
        NoteSiteClient(url: server.url, bundled: useBundled ? bundled : nil, cache: useCache ? cache : nil,
                       timeout: timeout)
    }

    /// The bytes the cache holds for `path`, nil when it holds nothing.
    func cached(_ path: String) -> Data? {
        try? Data(contentsOf: cache.appendingPathComponent(path + ".cache"))
    }

    /// The body the cache holds for `path`, decoded.
    func cachedIndex(_ path: String = "whats-new/index.json") throws -> WhatsNewIndex? {
        struct Entry: Decodable { var etag: String?; var body: Data }
        guard let data = cached(path) else { return nil }
        return try WhatsNewIndex.decode(from: JSONDecoder().decode(Entry.self, from: data).body)
    }

    /// Serves `index` with `etag`, loads it once so that the cache holds it,
    /// and returns the cache file's bytes.
    func primeCache(with index: WhatsNewIndex, etag: String? = nil) async throws -> Data? {
        let body = try ClientFixture.json(index)
        server.respond { _ in .init(status: 200, headers: etag.map { ["ETag": $0] } ?? [:], body: body) }
        _ = try await client().index(preferredLanguages: [])
        return cached("whats-new/index.json")
    }

    func writeBundled(_ path: String, _ data: Data) throws {
        let file = bundled.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    func tearDown() {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    static func index(_ versions: [String], language: String = "en", languages: [String]? = nil,
                      title: String = "Notes") throws -> WhatsNewIndex {
        WhatsNewIndex(title: title, language: language, languages: languages, versions: try versions.map {
            WhatsNewIndexEntry(version: try SemanticVersion(strict: $0), date: "2025-01-01", title: "Version \($0)")
        })
    }

    static func json<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(value)
    }

    static func note(_ version: String, title: String? = nil) throws -> NoteVersion {
        let text = title ?? "Version \(version)"
        return NoteVersion(version: try SemanticVersion(strict: version), date: "2025-01-01",
                           title: InlineText(markdown: text, html: text, text: text),
                           url: "versions/\(version)/", whatsNewURL: "whats-new/\(version)/")
    }
}
