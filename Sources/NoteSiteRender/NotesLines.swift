import Foundation
import NoteSiteContent

/// The lines of one `notes.json` (one version each) made by the previous
/// build, so that a rebuild serialises only the versions that changed. A
/// line is taken only for a release equal to the one it was made from; the
/// plan's key covers the rest of what a line reads (the site's widget
/// title, the language folder).
///
/// `serve` keeps the lines themselves from build to build. A build in a new
/// process (`SavedMemory`) keeps only where each line lies in the previous
/// output's notes.json, and reads the lines from that file.
package final class NotesLines: @unchecked Sendable {
    /// The lines kept in memory (`serve`); nil when they are read from disk.
    private let memo: ReleaseMemo<[UInt8]>?
    private let lock = NSLock()
    /// The previous output's notes.json lines.
    private let earlier: (any EarlierNotesLines)?
    /// Where each line of the file written by this build lies (kept only
    /// when the lines are not).
    private var placed: [Placement]?

    package struct Placement {
        package var key: String
        package var release: Release
        package var range: Range<Int>

        package init(key: String, release: Release, range: Range<Int>) {
            self.key = key
            self.release = release
            self.range = range
        }
    }

    /// Lines kept in memory, as `serve` does.
    package init() {
        memo = ReleaseMemo()
        earlier = nil
    }

    /// Lines read from the previous output's file, when there is one.
    package init(earlier: (any EarlierNotesLines)?) {
        memo = nil
        self.earlier = earlier
    }

    /// The line of `release`, from the previous build when unchanged, else made.
    func line(of release: Release, make: () -> [UInt8]) -> [UInt8] {
        let key = release.version.fullText
        if let memo { return memo.value(for: key, release: release, make: make) }
        return earlier?.line(key, of: release) ?? make()
    }

    /// Notes that the line of `release` lies at `range` of the file being written.
    func place(_ release: Release, at range: Range<Int>) {
        guard memo == nil else { return }
        let placement = Placement(key: release.version.fullText, release: release, range: range)
        lock.withLock {
            if placed == nil { placed = [] }
            placed?.append(placement)
        }
    }

    /// Where the lines of the output's file lie: the ones this build wrote,
    /// or, when it kept the previous file as it was, the previous ones.
    package var placements: [Placement] {
        lock.withLock { placed ?? earlier?.placements ?? [] }
    }

    /// The lines kept in memory, each with the release it was made from.
    var entries: [(key: String, release: Release, value: [UInt8])] {
        memo?.table.map { ($0.key, $0.value.release, $0.value.value) } ?? []
    }

    /// Called when the file is complete: lines of versions it no longer
    /// shows are dropped.
    func finish() {
        memo?.endPass()
    }
}

/// The lines of a notes.json that an earlier build wrote, where a rebuild
/// in a new process finds them. The build reads that file
/// (`EarlierNotesFile`); the renderer only asks for lines.
package protocol EarlierNotesLines: AnyObject, Sendable {
    /// Where each line lies in that file, with the release it was made from.
    var placements: [NotesLines.Placement] { get }
    /// The line of `key` if it was made from a release equal to `release`.
    func line(_ key: String, of release: Release) -> [UInt8]?
}
