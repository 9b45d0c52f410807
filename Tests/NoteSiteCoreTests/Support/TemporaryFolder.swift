import Foundation

/// A fresh folder under the system's temporary folder, removed with its
/// contents when the value goes away.
final class TemporaryFolder: Sendable {
    let url: URL

    init(_ label: String = "notesite-tests") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// `relative` inside the folder.
    func path(_ relative: String) -> URL {
        url.appendingPathComponent(relative)
    }

    /// Writes UTF-8 `text` at `relative`, creating folders on the way.
    func write(_ text: String, to relative: String) throws {
        let file = path(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
