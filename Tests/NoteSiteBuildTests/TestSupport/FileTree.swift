import Foundation

/// The regular files below a folder, dot files included, as sorted paths
/// relative to it with forward slashes.
enum FileTree {
    static func files(below root: URL) -> [String] {
        let base = root.standardizedFileURL.resolvingSymlinksInPath().path
        guard let walker = FileManager.default.enumerator(
            at: URL(fileURLWithPath: base), includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var result: [String] = []
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard path.hasPrefix(base + "/") else { continue }
            result.append(String(path.dropFirst(base.count + 1)))
        }
        return result.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The UTF-8 text of `relative` under `root`, or nil when unreadable.
    static func text(_ relative: String, in root: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path) else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
