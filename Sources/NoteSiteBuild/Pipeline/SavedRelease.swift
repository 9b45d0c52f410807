import Foundation
import NoteSiteSupport
import NoteSiteContent

/// What a release read back from a saved memory keeps for later: the bytes
/// of the fields a page reads only when it is made (features, sheet pages,
/// actions, layout, change lists, body). A rebuild after one edit makes a
/// few pages, so it reads these for a few of thousands of releases; the
/// rest stay where they lie (`SavedRests`), and the next save names them
/// there. Its outline
/// (version, date, title, labels and the like) is read at once: every
/// build reads that of every release.
@usableFromInline
final class SavedRelease: ReleaseRest, @unchecked Sendable {
    let file: SavedMemoryFile
    /// Where the rest lies in `file.rests`, and its checksum.
    let place: Place
    /// The types of its change lists, which the outline shows.
    @usableFromInline package let changeKinds: [ChangeKind]
    /// Which platforms its parts name, which the outline shows.
    @usableFromInline package let platformSummary: PlatformSummary
    private let lock = NSLock()
    private var complete: Release.Fields?

    struct Place: Equatable {
        var offset: Int
        var count: Int
        var sum: UInt64
    }

    init(file: SavedMemoryFile, place: Place, changeKinds: [ChangeKind], platformSummary: PlatformSummary) {
        self.file = file
        self.place = place
        self.changeKinds = changeKinds
        self.platformSummary = platformSummary
    }

    /// Every field, the rest read on first use. A rest that does not read
    /// back (the file is shorter, or its bytes do not match their checksum)
    /// leaves those fields empty and marks the file, and the build fails
    /// before it writes anything (`SavedMemory.Unreadable`).
    @usableFromInline
    package func fields(outline box: Release.Box) -> Release.Fields {
        lock.withLock {
            if let complete { return complete }
            var fields = box.fields
            do throws(Malformed) {
                guard let bytes = file.rests.read(at: place.offset, count: place.count) else { throw Malformed() }
                guard bytes.withUnsafeBytes(Checksum.of) == place.sum else { throw Malformed() }
                var reader = ByteReader(bytes, range: bytes.indices, shared: file.sharedTexts)
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

/// A saved memory as read: the file its releases' rests lie in, and the
/// texts they name by number.
final class SavedMemoryFile: @unchecked Sendable {
    let rests: SavedRests
    /// The texts the rests name by number (`ByteWriter.shared`); set once,
    /// before any release is handed out.
    var sharedTexts: [String] = []
    private let lock = NSLock()
    private var failures = 0
    private var reads = 0

    init(rests: SavedRests) {
        self.rests = rests
    }

    func failed() { lock.withLock { failures += 1 } }
    func counted() { lock.withLock { reads += 1 } }

    /// True when a release's rest did not read back.
    var unreadable: Bool { lock.withLock { failures > 0 } }
    /// How many releases' rests have been read.
    var restsRead: Int { lock.withLock { reads } }
}

extension Release {
    /// Where this release keeps its rest in the saved memory it was read from.
    var savedRest: SavedRelease? { box.saved as? SavedRelease }
}
