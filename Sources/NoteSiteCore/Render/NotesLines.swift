import Foundation

/// The lines of one `notes.json` (one version each) made by the previous
/// build in this process (`serve`), so that a rebuild serialises only the
/// versions that changed. A line is taken only for a release equal to the
/// one it was made from; the plan's key covers the rest of what a line
/// reads (the site's widget title, the language folder).
final class NotesLines: @unchecked Sendable {
    private let lock = NSLock()
    /// By version: the release a line was made from, and the line.
    private var lines: [String: (release: Release, bytes: [UInt8])] = [:]
    /// The versions the file being written has shown so far.
    private var shown: Set<String> = []

    /// The line of `release`, from the previous build when unchanged, else
    /// made. Unchanged lines stay where they are, so a server does not
    /// allocate them again among each build's garbage.
    func line(of release: Release, make: () -> [UInt8]) -> [UInt8] {
        let key = release.version.fullText
        let earlier = lock.withLock {
            shown.insert(key)
            return lines[key]
        }
        if let earlier, earlier.release == release { return earlier.bytes }
        let bytes = make()
        lock.withLock { lines[key] = (release, bytes) }
        return bytes
    }

    /// Called when the file is complete: lines of versions it no longer
    /// shows are dropped.
    func finish() {
        lock.withLock {
            if lines.count != shown.count {
                for key in lines.keys.filter({ !shown.contains($0) }) { lines[key] = nil }
            }
            shown = []
        }
    }
}
