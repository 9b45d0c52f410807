import Foundation
import NoteSiteSupport

/// `.<output>.notesite-memory-rests`: the rests of the saved releases
/// (`SavedRelease`), beside the memory that names them by place. The
/// memory is rewritten by every build; this file is only appended to, so
/// that a build that changed a few releases writes a few rests. It starts
/// anew (`create`) when most of it is no longer named, and its number
/// tells a memory whether it is the file that memory was saved with.
final class SavedRests: @unchecked Sendable {
    static let header = Array("notesite-rests 1\n".utf8)
    /// Names this file; a memory keeps the number of the file it names rests in.
    let id: UInt64
    private let fd: Int32
    /// Bytes held for a file that does not exist (a memory in tests).
    private var held: [UInt8] = []
    /// Appended bytes not yet written.
    private var pending: [UInt8] = []
    /// Where the next rest goes.
    private(set) var end: Int
    /// False once a write failed.
    private(set) var healthy = true
    /// For a file made anew: its temporary name, renamed once complete.
    private var temporary: TemporaryFile?

    private init(id: UInt64, fd: Int32, end: Int, temporary: TemporaryFile? = nil) {
        self.id = id
        self.fd = fd
        self.end = end
        self.temporary = temporary
    }

    deinit {
        if fd >= 0 { close(fd) }
    }

    /// False for rests held in memory.
    var isFile: Bool { fd >= 0 }

    /// A new, empty file, held in memory.
    static func inMemory() -> SavedRests {
        let rests = SavedRests(id: UInt64.random(in: 1...UInt64.max), fd: -1, end: 0)
        rests.append(header + rests.idBytes)
        return rests
    }

    /// The file at `path`, opened for reading and appending; nil when it is
    /// missing or not one.
    static func open(_ path: String) -> SavedRests? {
        guard let file = RegularFile(path, access: O_RDWR) else { return nil }
        let (fd, start) = (file.fd, header.count + 8)
        guard file.size >= start, let head = FileBytes.read(fd, count: start, at: 0), Array(head[..<header.count]) == header else {
            file.close()
            return nil
        }
        let id = head.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: header.count, as: UInt64.self)) }
        return SavedRests(id: id, fd: fd, end: file.size)
    }

    /// A new file at `path`-new, renamed over `path` by `complete`.
    static func create(_ path: String) -> SavedRests? {
        guard let file = TemporaryFile(replacing: path, keepingDescriptor: true) else { return nil }
        let rests = SavedRests(id: UInt64.random(in: 1...UInt64.max), fd: file.fd, end: 0, temporary: file)
        rests.append(header + rests.idBytes)
        return rests
    }

    /// Writes what was appended and gives a new file its name; false (and
    /// a new file removed) when that failed. Called before the memory that
    /// names these rests is written.
    func complete() -> Bool {
        let written = flush()
        guard let temporary else { return written }
        self.temporary = nil
        guard written else {
            temporary.abandon()
            return false
        }
        return temporary.commit()
    }

    /// Removes a new file that will not be completed.
    func abandon() {
        temporary?.abandon()
        temporary = nil
    }

    private var idBytes: [UInt8] { withUnsafeBytes(of: id.littleEndian, Array.init) }

    /// Adds `bytes` at the end; returns where they begin.
    @discardableResult
    func append(_ bytes: [UInt8]) -> Int {
        let start = end
        if fd < 0 { held += bytes } else { pending += bytes }
        end += bytes.count
        if pending.count >= 1 << 20 { flush() }
        return start
    }

    /// Writes what was appended; false when any write failed.
    @discardableResult
    func flush() -> Bool {
        guard fd >= 0, !pending.isEmpty else { return healthy }
        if !pending.withUnsafeBytes({ FileBytes.write($0, to: fd, at: end - pending.count) }) { healthy = false }
        pending.removeAll(keepingCapacity: true)
        return healthy
    }

    /// `count` bytes from `offset`, if the file has them.
    func read(at offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0, offset <= Int.max - count else { return nil }
        if fd < 0 { return offset + count <= held.count ? Array(held[offset..<(offset + count)]) : nil }
        return FileBytes.read(fd, count: count, at: offset)
    }

    /// True when starting anew would save more than it costs: when less
    /// than half of the file is still named (`live` bytes).
    func worthRewriting(live: Int) -> Bool {
        end - Self.header.count - 8 > 2 * live + (4 << 20)
    }
}
