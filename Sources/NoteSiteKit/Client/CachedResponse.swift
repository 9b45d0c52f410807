import Foundation

/// A response kept in the cache folder with what revalidates it: one file
/// per document, written through a temporary name so that it is whole or absent.
struct CachedResponse: Codable, Equatable {
    /// The `ETag` the site sent, sent back as `If-None-Match`.
    var etag: String?
    /// The `Last-Modified` the site sent, sent back as `If-Modified-Since`.
    var lastModified: String?
    /// The body as received.
    var body: Data

    /// The cache file for `path` under `folder`: `whats-new/index.json` is kept as `whats-new/index.json.cache`.
    static func file(for path: String, in folder: URL) -> URL {
        folder.appendingPathComponent(path + ".cache")
    }

    static func read(_ path: String, in folder: URL) -> CachedResponse? {
        guard let data = try? Data(contentsOf: file(for: path, in: folder)) else { return nil }
        return try? JSONDecoder().decode(CachedResponse.self, from: data)
    }

    /// Writes atomically; a cache that cannot be written is left as it was.
    func write(_ path: String, in folder: URL) {
        let file = Self.file(for: path, in: folder)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(self) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }
}
