import Foundation
import NoteSiteSupport
import NoteSiteContent
import NoteSiteRender

/// A notes.json of the previous output, held open, and where each
/// version's line lies in it. Lines are read when asked for (not
/// mapped: a file cut short meanwhile would then crash the build instead
/// of costing a line made anew), a window of a megabyte at a time:
/// they are asked for in the order they lie in the file.
final class EarlierNotesFile: EarlierNotesLines, @unchecked Sendable {
    private let fd: Int32
    private let size: Int
    let placements: [NotesLines.Placement]
    private let index: [String: Int]
    private let lock = NSLock()
    /// The bytes last read, from `windowStart` of the file on.
    private var window: [UInt8] = []
    private var windowStart = 0
    private let windowSize: Int

    /// Opens the regular file at `path` if it still has `stamp` and
    /// every placement lies inside it; nil otherwise.
    init?(path: String, stamp: FileStamp, placements: [NotesLines.Placement], windowSize: Int = 1 << 20) {
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
