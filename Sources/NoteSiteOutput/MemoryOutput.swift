import Foundation
import NoteSiteSupport

/// A `SiteOutput` kept in memory, for `notesite serve`: path -> bytes and
/// SHA-256. Given the previous build, a file whose bytes did not change keeps
/// the previous build's storage and digest, so a rebuild neither hashes nor
/// holds twice what stayed the same, and `changedPaths` says what differs.
public final class MemoryOutput: SiteOutput, @unchecked Sendable {
    /// One file's bytes and digest, shared between builds while unchanged.
    /// The digest is worked out when first asked for (an ETag): most files
    /// a rebuild makes are never requested before the next one.
    public final class File: @unchecked Sendable {
        public let bytes: [UInt8]
        private let lock = NSLock()
        private var known: String?

        public init(bytes: [UInt8], digest: String) {
            self.bytes = bytes
            known = digest
        }

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// SHA-256, 64 lower-case hex digits.
        public var digest: String {
            lock.withLock {
                if let known { return known }
                let digest = SHA256.hex(of: bytes)
                known = digest
                return digest
            }
        }
    }

    private let previous: [String: File]
    private let lock = NSLock()
    private var written: [String: File] = [:]
    private var taken: Set<String> = []

    /// An empty output; `previous` is the last build's files, if any.
    public init(previous: [String: File] = [:]) {
        self.previous = previous
    }

    public func expect(files: Int) {
        lock.withLock { written.reserveCapacity(files) }
    }

    /// Bytes equal to the previous build's keep the previous storage and
    /// digest: comparing is far cheaper than hashing.
    public func write(_ bytes: [UInt8], to relativePath: String) throws(OutputError) {
        if let old = previous[relativePath], old.bytes == bytes {
            keep(old, at: relativePath)
        } else {
            keep(File(bytes: bytes), at: relativePath)
        }
    }

    /// Text is compared with the previous bytes in place and copied only
    /// when it changed, so a rebuild does not allocate the whole site again.
    public func write(_ text: String, to relativePath: String) throws(OutputError) {
        var text = text
        if let old = previous[relativePath], text.withUTF8({ Self.equal($0, old.bytes) }) {
            keep(old, at: relativePath)
        } else {
            keep(File(bytes: Array(text.utf8)), at: relativePath)
        }
    }

    public func write(to relativePath: String, pieces produce: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
        // Room for the previous build's size up front: the pieces are copied
        // once, and a file that changed a little needs no more.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(previous[relativePath]?.bytes.count ?? 0)
        try produce { piece in bytes.append(contentsOf: piece) }
        // Appending past that room may leave up to twice what is needed;
        // a kept file holds only its bytes.
        if bytes.capacity > bytes.count + bytes.count / 8 { bytes = bytes.withUnsafeBufferPointer { Array($0) } }
        try write(bytes, to: relativePath)
    }

    /// Takes the previous build's files at `relativePaths`, all or none.
    public func reuse(_ relativePaths: [String]) -> Bool {
        let files = relativePaths.compactMap { previous[$0] }
        guard files.count == relativePaths.count else { return false }
        lock.withLock {
            for (path, file) in zip(relativePaths, files) { written[path] = file }
            taken.formUnion(relativePaths)
        }
        return true
    }

    /// The paths taken from the previous build without being made again.
    public var reusedPaths: Set<String> {
        lock.withLock { taken }
    }

    private func keep(_ file: File, at path: String) {
        lock.withLock { written[path] = file }
    }

    private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        guard let base = a.baseAddress, !b.isEmpty else { return true }
        return b.withUnsafeBufferPointer { memcmp(base, $0.baseAddress!, a.count) == 0 }
    }

    /// Every file written so far.
    public var files: [String: File] {
        lock.withLock { written }
    }

    /// The paths whose bytes differ from the previous build's, added and
    /// removed ones included, in byte order.
    public var changedPaths: [String] {
        let current = files
        var changed = current.compactMap { path, file in previous[path] === file ? nil : path }
        changed += previous.keys.filter { current[$0] == nil }
        return changed.sorted { $0.precedesInByteOrder($1) }
    }
}
