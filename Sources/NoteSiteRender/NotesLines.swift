import Foundation
import NoteSiteSupport
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
    /// The previous output's notes.json, open, with where its lines lie.
    private let earlier: EarlierFile?
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
    package init(earlier: EarlierFile?) {
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
        memo?.entries ?? []
    }

    /// Called when the file is complete: lines of versions it no longer
    /// shows are dropped.
    func finish() {
        memo?.endPass()
    }

    /// A notes.json of the previous output, held open, and where each
    /// version's line lies in it. Lines are read when asked for (not
    /// mapped: a file cut short meanwhile would then crash the build instead
    /// of costing a line made anew), a window of a megabyte at a time:
    /// they are asked for in the order they lie in the file.
    package final class EarlierFile: @unchecked Sendable {
        private let fd: Int32
        private let size: Int
        let placements: [Placement]
        private let index: [String: Int]
        private let lock = NSLock()
        /// The bytes last read, from `windowStart` of the file on.
        private var window: [UInt8] = []
        private var windowStart = 0
        private let windowSize: Int

        /// Opens the regular file at `path` if it still has `stamp` and
        /// every placement lies inside it; nil otherwise.
        package init?(path: String, stamp: FileStamp, placements: [Placement], windowSize: Int = 1 << 20) {
            guard let file = RegularFile(path) else { return nil }
            guard file.stamp == stamp, placements.allSatisfy({ $0.range.lowerBound >= 0 && $0.range.upperBound <= file.size }) else {
                file.close()
                return nil
            }
            fd = file.fd
            size = file.size
            self.windowSize = windowSize
            self.placements = placements
            index = Dictionary(placements.enumerated().map { ($1.key, $0) }) { first, _ in first }
        }

        deinit {
            close(fd)
        }

        func line(_ key: String, of release: Release) -> [UInt8]? {
            guard let number = index[key], placements[number].release == release else { return nil }
            let range = placements[number].range
            return lock.withLock { read(range) }
        }

        /// The bytes at `range`, which lies inside the file. A line before
        /// the window (asked for out of order) is read alone.
        private func read(_ range: Range<Int>) -> [UInt8]? {
            if range.lowerBound < windowStart {
                return FileBytes.read(fd, count: range.count, at: range.lowerBound)
            }
            if range.upperBound > windowStart + window.count {
                let count = min(max(range.count, windowSize), size - range.lowerBound)
                guard let bytes = FileBytes.read(fd, count: count, at: range.lowerBound) else { return nil }
                window = bytes
                windowStart = range.lowerBound
            }
            return Array(window[(range.lowerBound - windowStart)..<(range.upperBound - windowStart)])
        }
    }
}
