import Foundation

/// A fresh folder under the system's temporary folder, removed with its
/// contents when the value goes away, so each test works on its own files.
final class TemporaryFolder: Sendable {
    let url: URL

    init(_ label: String = "notesite-tests") throws {
        // Symlinks resolved, so paths in diagnostics and guards compare equal.
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
        url = base.appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// `relative` inside the folder.
    func path(_ relative: String) -> URL {
        url.appendingPathComponent(relative)
    }

    /// `relative` inside the folder, as `folder("site")`.
    func callAsFunction(_ relative: String) -> URL {
        path(relative)
    }

    /// Copies `source` (a file or folder) to `relative` inside this folder and returns it.
    @discardableResult
    func copy(_ source: URL, to relative: String) throws -> URL {
        let target = path(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: target)
        return target
    }

    /// Writes UTF-8 `text` at `relative`, creating folders on the way.
    func write(_ text: String, to relative: String) throws {
        try write(Data(text.utf8), to: relative)
    }

    /// Writes `data` at `relative`, creating folders on the way.
    func write(_ data: Data, to relative: String) throws {
        let file = path(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }
}
