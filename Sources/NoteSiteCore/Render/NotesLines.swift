import Foundation

/// The lines of one `notes.json` (one version each) made by the previous
/// build in this process (`serve`), so that a rebuild serialises only the
/// versions that changed. A line is taken only for a release equal to the
/// one it was made from; the plan's key covers the rest of what a line
/// reads (the site's widget title, the language folder).
final class NotesLines: @unchecked Sendable {
    private let lock = NSLock()
    private var previous: [String: (release: Release, bytes: [UInt8])] = [:]
    private var current: [String: (release: Release, bytes: [UInt8])] = [:]

    /// The line of `release`, from the previous build when unchanged, else made.
    func line(of release: Release, make: () -> [UInt8]) -> [UInt8] {
        let key = release.version.fullText
        let earlier = lock.withLock { previous[key] }
        let bytes: [UInt8]
        if let earlier, earlier.release == release, earlier.release.version.fullText == key {
            bytes = earlier.bytes
        } else {
            bytes = make()
        }
        lock.withLock { current[key] = (release, bytes) }
        return bytes
    }

    /// Called when the file is complete: its lines become the ones to reuse,
    /// and lines of versions it no longer has are dropped.
    func finish() {
        lock.withLock {
            previous = current
            current = [:]
        }
    }
}
