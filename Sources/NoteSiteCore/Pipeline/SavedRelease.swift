import Foundation

/// What a release read back from a saved memory keeps for later: the bytes
/// of the fields a page reads only when it is made (features, sheet pages,
/// actions, layout, change lists, body). A rebuild after one edit makes a
/// few pages, so it reads these for a few of thousands of releases; the
/// rest stay bytes, and the next save copies them as they are. Its outline
/// (version, date, title, labels and the like) is read at once: every
/// build reads that of every release.
@usableFromInline
final class SavedRelease: @unchecked Sendable {
    let file: SavedMemoryFile
    /// Where the rest lies in `file.bytes`.
    let range: Range<Int>
    /// The types of its change lists, which the outline shows.
    let changeKinds: [ChangeKind]
    private let lock = NSLock()
    private var complete: Release.Fields?

    init(file: SavedMemoryFile, range: Range<Int>, changeKinds: [ChangeKind]) {
        self.file = file
        self.range = range
        self.changeKinds = changeKinds
    }

    /// Every field, the rest read on first use. A rest that does not read
    /// back (the file's checksum held, so this is notesite's own mistake)
    /// leaves those fields empty and marks the file, and the build fails
    /// before it writes anything (`SavedMemory.Unreadable`).
    @usableFromInline
    func fields(outline box: Release.Box) -> Release.Fields {
        lock.withLock {
            if let complete { return complete }
            var fields = box.fields
            var reader = ByteReader(file.bytes, range: range, shared: file.sharedTexts)
            do throws(Malformed) {
                try reader.rest(into: &fields, kinds: changeKinds)
            } catch {
                file.failed()
            }
            file.counted()
            complete = fields
            return fields
        }
    }
}

/// The bytes of a saved memory as read, into which its releases' rests point.
final class SavedMemoryFile: @unchecked Sendable {
    let bytes: [UInt8]
    /// The texts the rests name by number (`ByteWriter.shared`); set once,
    /// before any release is handed out.
    var sharedTexts: [String] = []
    private let lock = NSLock()
    private var failures = 0
    private var reads = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func failed() { lock.withLock { failures += 1 } }
    func counted() { lock.withLock { reads += 1 } }

    /// True when a release's rest did not read back.
    var unreadable: Bool { lock.withLock { failures > 0 } }
    /// How many releases' rests have been read.
    var restsRead: Int { lock.withLock { reads } }
}
