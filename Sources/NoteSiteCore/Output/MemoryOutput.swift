import Foundation

/// A `SiteOutput` kept in memory, for `notesite serve`: path -> bytes and
/// SHA-256. Given the previous build, a file whose bytes did not change keeps
/// the previous build's storage and digest, so a rebuild neither hashes nor
/// holds twice what stayed the same, and `changedPaths` says what differs.
public final class MemoryOutput: SiteOutput, @unchecked Sendable {
    /// One file's bytes and digest, shared between builds while unchanged.
    public final class File: Sendable {
        public let bytes: [UInt8]
        /// 64 lower-case hex digits.
        public let digest: String

        public init(bytes: [UInt8], digest: String) {
            self.bytes = bytes
            self.digest = digest
        }

        convenience init(bytes: [UInt8]) {
            self.init(bytes: bytes, digest: SHA256.hex(of: bytes))
        }
    }

    private let previous: [String: File]
    private let lock = NSLock()
    private var written: [String: File] = [:]

    /// An empty output; `previous` is the last build's files, if any.
    public init(previous: [String: File] = [:]) {
        self.previous = previous
    }

    public func expect(files: Int) {
        lock.withLock { written.reserveCapacity(files) }
    }

    public func write(_ bytes: [UInt8], to relativePath: String) throws(OutputError) {
        store(bytes, at: relativePath)
    }

    public func write(_ text: String, to relativePath: String) throws(OutputError) {
        store(Array(text.utf8), at: relativePath)
    }

    public func write(to relativePath: String, pieces produce: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
        var bytes: [UInt8] = []
        try produce { piece in bytes.append(contentsOf: piece) }
        store(bytes, at: relativePath)
    }

    private func store(_ bytes: [UInt8], at path: String) {
        // Comparing with the previous bytes is far cheaper than hashing them.
        let file: File
        if let old = previous[path], old.bytes == bytes {
            file = old
        } else {
            file = File(bytes: bytes)
        }
        lock.withLock { written[path] = file }
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
