import Foundation
import NoteSiteSupport
import NoteSiteDiagnostics

/// What notesite remembers between builds (docs/builds.md), in the sibling
/// `.<output>.notesite-state`: for the output and for the back buffer, each
/// file's digest and the stamp it had when written, and each folder's stamp
/// when it held exactly the files and folders listed. A tree is known by
/// its root folder's device and inode, which the exchange of the two
/// folders does not change, so each tree keeps its records whichever name
/// it has.
///
/// Nothing here is trusted blindly: a file counts as holding its recorded
/// digest only while its stamp is unchanged, and a folder is read again
/// unless its stamp is (`TreeScan`). A missing or unreadable state only
/// means every file is written again.
///
/// The file is binary (`ByteWriter`): it has a record per output file of
/// two trees, 62,000 at 10,000 versions, and reading it as text was a third
/// of a build with nothing to do. Each tree is read only when asked for.
package struct OutputState: Sendable {
    struct Record: Equatable, Sendable {
        var digest: String
        var stamp: FileStamp
    }

    /// A folder's identity on disk.
    struct TreeID: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64

        static func of(_ path: String) -> TreeID? {
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
            return TreeID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        }
    }

    /// The files of one tree, by relative path, and its folders (the root
    /// left out) with the stamp each had when it held exactly the entries
    /// listed here.
    package struct Tree: Sendable {
        var files: [String: Record] = [:]
        var folders: [String: FileStamp] = [:]
    }

    /// Trees set with `set(_:for:)` or decoded.
    private var decoded: [TreeID: Tree] = [:]
    /// Trees read from the file but not yet decoded: where their bytes lie.
    private var encoded: [TreeID: Range<Int>] = [:]
    private var bytes: [UInt8] = []

    /// What the output was built from: every input file's stamp, and the
    /// build's settings (notesite's own identity included). Empty when the
    /// build cannot vouch for them.
    var inputs: [String: FileStamp] = [:]
    var settings = ""
    /// When the build that wrote this began (a file-system time, ns).
    var since: Int64 = 0
    /// What the build reported.
    var summary: Summary?
    /// The token of the memory the build saved beside the output
    /// (`SavedMemory`); empty when it saved none.
    package var memory = ""

    package struct Summary: Equatable, Sendable {
        package var versions: Int
        package var files: Int
        /// The warnings and notes the build printed, printed again when the
        /// next build finds nothing changed: skipping work must not silence them.
        package var diagnostics: [Diagnostic] = []
        /// When the soonest scheduled version goes live (seconds since
        /// 1970): from then on the same input makes another site.
        package var nextPublication: Int64?
        /// "Now" of the build that made the output (seconds since 1970): a
        /// build at an earlier moment (`SOURCE_DATE_EPOCH` set back) may
        /// leave out versions this one published.
        package var now: Int64?

        package init(versions: Int, files: Int, diagnostics: [Diagnostic] = [], nextPublication: Int64? = nil,
                     now: Int64? = nil) {
            self.versions = versions
            self.files = files
            self.diagnostics = diagnostics
            self.nextPublication = nextPublication
            self.now = now
        }

        /// True when the output is the site of `moment` too: no version
        /// goes live between the moment it was made for and `moment`.
        package func holds(at moment: Int64) -> Bool {
            (nextPublication.map { moment < $0 } ?? true) && (now.map { moment >= $0 } ?? true)
        }
    }

    static let header = "notesite-state 5"

    init() {}

    /// The records of `id`'s tree, read on first use; nil when unknown.
    func tree(_ id: TreeID) -> Tree? {
        if let tree = decoded[id] { return tree }
        guard let range = encoded[id] else { return nil }
        var reader = ByteReader(bytes, range: range)
        return try? Self.decodeTree(&reader)
    }

    mutating func set(_ tree: Tree, for id: TreeID) {
        encoded[id] = nil
        decoded[id] = tree
    }

    /// Takes `id`'s tree from `other` as it was read, without decoding and
    /// encoding it again; false when `other` did not read it from a file.
    mutating func carry(_ id: TreeID, from other: OutputState) -> Bool {
        guard let range = other.encoded[id] else { return false }
        let start = bytes.count
        bytes += other.bytes[range]
        decoded[id] = nil
        encoded[id] = start..<bytes.count
        return true
    }

    /// Reads the state at `path`; one that does not read back is empty.
    init(contentsOf path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return }
        let bytes = [UInt8](data)
        var reader = ByteReader(bytes)
        do { try decode(&reader) } catch { self = OutputState(); return }
        self.bytes = bytes
    }

    private mutating func decode(_ r: inout ByteReader) throws(ByteReader.Malformed) {
        guard try r.string() == Self.header else { throw ByteReader.Malformed() }
        memory = try r.string()
        if try r.bool() {
            settings = try r.string()
            since = try r.int64()
            summary = Summary(versions: try r.int(), files: try r.int(),
                              diagnostics: try r.array { r throws(ByteReader.Malformed) in try r.diagnostic() },
                              nextPublication: try r.optional { r throws(ByteReader.Malformed) in try r.int64() },
                              now: try r.optional { r throws(ByteReader.Malformed) in try r.int64() })
            for _ in 0..<(try r.count()) { inputs[try r.string()] = try r.stamp() }
        }
        for _ in 0..<(try r.count()) {
            let id = TreeID(device: try r.unsigned(), inode: try r.unsigned())
            let length = try r.count()
            encoded[id] = r.position..<(r.position + length)
            try r.skip(length)
        }
        guard r.atEnd else { throw ByteReader.Malformed() }
    }

    private static func decodeTree(_ r: inout ByteReader) throws(ByteReader.Malformed) -> Tree {
        var tree = Tree()
        var stamps = StampCoding()
        let folders = try r.count()
        // Capped: a damaged count must cost an error, not memory.
        tree.folders.reserveCapacity(min(folders, 1 << 16))
        for _ in 0..<folders { tree.folders[try r.string()] = try stamps.read(&r) }
        let files = try r.count()
        tree.files.reserveCapacity(min(files, 1 << 16))
        for _ in 0..<files {
            let path = try r.string()
            let digest = try r.bool() ? try r.string() : try r.raw().withUnsafeBufferPointer { bytes throws(ByteReader.Malformed) in
                guard bytes.count == 32 else { throw ByteReader.Malformed() }
                return SHA256.hexDigits(of: bytes)
            }
            tree.files[path] = Record(digest: digest, stamp: try stamps.read(&r))
        }
        guard r.atEnd else { throw ByteReader.Malformed() }
        return tree
    }

    /// The state in its binary form.
    func encode(into w: inout ByteWriter) {
        w.string(Self.header)
        w.string(memory)
        let remembered = !inputs.isEmpty ? summary : nil
        w.optional(remembered) { w, summary in
            w.string(settings)
            w.int(since)
            w.int(summary.versions)
            w.int(summary.files)
            w.array(summary.diagnostics) { $0.diagnostic($1) }
            w.optional(summary.nextPublication) { $0.int($1) }
            w.optional(summary.now) { $0.int($1) }
            w.unsigned(UInt64(inputs.count))
            for (path, stamp) in inputs {
                w.string(path)
                w.stamp(stamp)
            }
        }
        let ids = Set(decoded.keys).union(encoded.keys).sorted { ($0.device, $0.inode) < ($1.device, $1.inode) }
        // The trees that changed (the output's and its back buffer's) are
        // encoded side by side.
        let changed = ids.filter { decoded[$0] != nil }
        let parts = ConcurrentMap.map(changed, workers: 2) { [decoded] id in
            var part = ByteWriter()
            Self.encode(decoded[id]!, into: &part)
            return part.bytes
        }
        let encodedParts = Dictionary(uniqueKeysWithValues: zip(changed, parts))
        w.unsigned(UInt64(ids.count))
        for id in ids {
            w.unsigned(id.device)
            w.unsigned(id.inode)
            if let part = encodedParts[id] {
                part.withUnsafeBytes { w.raw($0) }
            } else if let range = encoded[id] {
                bytes[range].withUnsafeBytes { w.raw($0) }
            }
        }
    }

    private static func encode(_ tree: Tree, into w: inout ByteWriter) {
        var stamps = StampCoding()
        w.unsigned(UInt64(tree.folders.count))
        for (path, stamp) in tree.folders {
            w.string(path)
            stamps.write(stamp, into: &w)
        }
        w.unsigned(UInt64(tree.files.count))
        var raw = [UInt8](repeating: 0, count: 32)
        for (path, record) in tree.files {
            w.string(path)
            // A SHA-256 as its 32 bytes, anything else (never written by a
            // build) as text.
            let binary = Self.bytes(ofHex: record.digest, into: &raw)
            w.bool(!binary)
            if binary { w.raw(raw) } else { w.string(record.digest) }
            stamps.write(record.stamp, into: &w)
        }
    }

    /// Fills `bytes` from 64 lower-case hex digits; false for any other text.
    private static func bytes(ofHex hex: String, into bytes: inout [UInt8]) -> Bool {
        var hex = hex
        return hex.withUTF8 { digits in
            guard digits.count == 64 else { return false }
            func value(_ c: UInt8) -> UInt8? {
                switch c {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
                default: nil
                }
            }
            for i in 0..<32 {
                guard let high = value(digits[2 * i]), let low = value(digits[2 * i + 1]) else { return false }
                bytes[i] = high << 4 | low
            }
            return true
        }
    }

    /// Stamps written as differences from the one before: the files of one
    /// build were written within seconds of each other, on inodes close
    /// together, so a stamp takes 8 bytes instead of 30.
    private struct StampCoding {
        var inode: UInt64 = 0
        var modified: Int64 = 0

        mutating func write(_ s: FileStamp, into w: inout ByteWriter) {
            w.int(s.size)
            w.int(Int64(bitPattern: s.inode &- inode))
            w.int(s.modified &- modified)
            w.int(s.changed &- s.modified)
            (inode, modified) = (s.inode, s.modified)
        }

        mutating func read(_ r: inout ByteReader) throws(ByteReader.Malformed) -> FileStamp {
            let size = try r.int64()
            let inode = self.inode &+ UInt64(bitPattern: try r.int64())
            let modified = self.modified &+ (try r.int64())
            let changed = modified &+ (try r.int64())
            (self.inode, self.modified) = (inode, modified)
            return FileStamp(size: size, inode: inode, modified: modified, changed: changed)
        }
    }

    /// The state in its binary form, whole (5 MB at 10,000 versions).
    func bytesToWrite() -> [UInt8] {
        var writer = ByteWriter()
        encode(into: &writer)
        return writer.bytes
    }

    /// Writes the state to a temporary name and renames it into place, so a
    /// reader sees the old state or the new one, never a part.
    func write(to path: String) {
        Self.write(bytesToWrite(), to: path)
    }

    /// Writes a state's `bytesToWrite()` as `write(to:)` does.
    static func write(_ bytes: [UInt8], to path: String) {
        FileBytes.replace(path) { fd in bytes.withUnsafeBytes { FileBytes.write($0, to: fd) } }
    }
}
