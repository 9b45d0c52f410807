import Foundation

/// A fresh folder under the system's temporary folder, removed when the
/// value goes away, so each test works on its own copy of a site.
final class TemporaryFolder {
    let url: URL

    init() throws {
        // Symlinks resolved, so paths in diagnostics and guards compare equal.
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
        url = base.appendingPathComponent("notesite-trust-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// A path inside the folder.
    func callAsFunction(_ relative: String) -> URL {
        url.appendingPathComponent(relative)
    }

    /// Copies `source` (a folder) to `relative` inside this folder and returns it.
    @discardableResult
    func copy(_ source: URL, to relative: String) throws -> URL {
        let target = self(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: target)
        return target
    }

    /// Writes `text` at `relative`, creating folders on the way.
    func write(_ text: String, to relative: String) throws {
        try write(Data(text.utf8), to: relative)
    }

    func write(_ data: Data, to relative: String) throws {
        let target = self(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target)
    }
}
