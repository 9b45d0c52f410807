import Foundation

/// What notesite remembers between builds (SPEC §10), in the sibling
/// `.<output>.notesite-state`: for the output and for the back buffer, each
/// file's digest and the stamp it had when written. A tree is known by its
/// root folder's device and inode, which the exchange of the two folders
/// does not change, so each tree keeps its records whichever name it has.
///
/// Nothing here is trusted blindly: a file counts as holding its recorded
/// digest only while its stamp is unchanged. A missing or unreadable state
/// only means every file is written again.
struct OutputState: Sendable {
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

    var trees: [TreeID: [String: Record]] = [:]

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
    var memory = ""

    struct Summary: Equatable, Sendable {
        var versions: Int
        var files: Int
        /// The warnings and notes the build printed, printed again when the
        /// next build finds nothing changed: skipping work must not silence them.
        var diagnostics: [Diagnostic] = []
    }

    static let header = "notesite-state 1"

    init() {}

    /// Reads the state at `path`; anything it cannot read is left out.
    init(contentsOf path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return }
        // Read as bytes: the file has a line per output file and per input,
        // 60,000 for a site of 10,000 versions, and splitting it as text
        // (by characters) was half the time of a build with nothing to do.
        let bytes = [UInt8](data)
        var lines = Self.lines(of: bytes)[...]
        guard let first = lines.popFirst(), bytes[first].elementsEqual(Self.header.utf8) else { return }
        var current: TreeID?
        var records: [String: Record] = [:]
        func close() {
            if let tree = current { trees[tree] = records }
        }
        for line in lines {
            let fields = Self.fields(of: bytes[line])
            if fields.count == 6, fields[0].count == 64, let stamp = Self.stamp(fields[1...4]) {
                guard current != nil else { continue }
                records[String(decoding: fields[5], as: UTF8.self)] = Record(digest: String(decoding: fields[0], as: UTF8.self), stamp: stamp)
                continue
            }
            if fields.count == 6, fields[0].elementsEqual("input".utf8), let stamp = Self.stamp(fields[1...4]) {
                inputs[String(decoding: fields[5], as: UTF8.self)] = stamp
                continue
            }
            let text = fields.map { Substring(String(decoding: $0, as: UTF8.self)) }
            if readHeader(text) { continue }
            if text.count == 3, text[0] == "tree", let device = UInt64(text[1]), let inode = UInt64(text[2]) {
                close()
                current = TreeID(device: device, inode: inode)
                records = [:]
            }
        }
        close()
    }

    /// The ranges of `bytes` between line breaks, empty lines left out.
    private static func lines(of bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            if index > start { lines.append(start..<index) }
            start = index + 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        return lines
    }

    /// A line's tab-separated fields, at most six: the last keeps any tabs.
    private static func fields(of line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var fields: [ArraySlice<UInt8>] = []
        var start = line.startIndex
        var index = line.startIndex
        while index < line.endIndex, fields.count < 5 {
            if line[index] == UInt8(ascii: "\t") {
                fields.append(line[start..<index])
                start = index + 1
            }
            index += 1
        }
        fields.append(line[start...])
        return fields
    }

    /// Size, inode, modification and change times, as written by `text`.
    private static func stamp(_ fields: ArraySlice<ArraySlice<UInt8>>) -> FileStamp? {
        let f = Array(fields)
        guard f.count == 4, let size = number(f[0]), let inode = magnitude(f[1]),
              let modified = number(f[2]), let changed = number(f[3]) else { return nil }
        return FileStamp(size: size, inode: inode, modified: modified, changed: changed)
    }

    /// A decimal integer with an optional minus sign; nil for anything else
    /// or anything out of range.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int64? {
        let negative = digits.first == UInt8(ascii: "-")
        guard let value = magnitude(negative ? digits.dropFirst() : digits) else { return nil }
        if negative { return value <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- value) : nil }
        return value <= UInt64(Int64.max) ? Int64(value) : nil
    }

    /// A decimal number without a sign; nil for anything else or past 2^64.
    private static func magnitude(_ digits: ArraySlice<UInt8>) -> UInt64? {
        guard !digits.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times, over1) = value.multipliedReportingOverflow(by: 10)
            let (sum, over2) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            guard !over1, !over2 else { return nil }
            value = sum
        }
        return value
    }

    /// The lines outside the trees; true when `fields` was one.
    private mutating func readHeader(_ fields: [Substring]) -> Bool {
        switch fields.first {
        case "settings"?: settings = fields.dropFirst().joined(separator: "\t")
        case "since"? where fields.count == 2: since = Int64(fields[1]) ?? 0
        case "memory"? where fields.count == 2: memory = String(fields[1])
        case "summary"? where fields.count == 3:
            if let versions = Int(fields[1]), let files = Int(fields[2]) { summary = Summary(versions: versions, files: files) }
        case "diagnostic"?:
            // A line that does not read back leaves the summary out: the
            // build then runs and prints its words itself.
            guard let diagnostic = Self.diagnostic(from: fields) else { summary = nil; return true }
            summary?.diagnostics.append(diagnostic)
        default: return false
        }
        return true
    }

    /// The whole state as text.
    var text: String {
        var text = ""
        lines { text += $0 }
        return text
    }

    /// Hands the state's text to `emit` a line or a few at a time (it has
    /// a line per output file of two trees: 10 MB at 10,000 versions).
    /// Lines in no order: the state is notesite's own, and sorting its tens
    /// of thousands of lines took longer than writing them.
    func lines(_ emit: (String) -> Void) {
        emit(Self.header + "\n")
        if !memory.isEmpty { emit("memory\t\(memory)\n") }
        if !inputs.isEmpty, let summary {
            emit("settings\t\(settings.replacingOccurrences(of: "\n", with: " "))\nsince\t\(since)\n")
            emit("summary\t\(summary.versions)\t\(summary.files)\n")
            for diagnostic in summary.diagnostics { emit(Self.line(of: diagnostic)) }
            for (path, s) in inputs {
                emit("input\t\(s.size)\t\(s.inode)\t\(s.modified)\t\(s.changed)\t\(path)\n")
            }
        }
        for (tree, records) in trees.sorted(by: { ($0.key.device, $0.key.inode) < ($1.key.device, $1.key.inode) }) {
            emit("tree\t\(tree.device)\t\(tree.inode)\n")
            for (path, record) in records {
                let s = record.stamp
                emit("\(record.digest)\t\(s.size)\t\(s.inode)\t\(s.modified)\t\(s.changed)\t\(path)\n")
            }
        }
    }

    /// Writes the state to a temporary name and renames it into place, so a
    /// reader sees the old state or the new one, never a part. It goes out
    /// in pieces of about a megabyte, never held whole.
    func write(to path: String) {
        let temporary = path + "-new"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { return }
        var writer = ByteWriter(fd: fd)
        lines { line in
            var line = line
            line.withUTF8 { writer.append(UnsafeRawBufferPointer($0)) }
        }
        let written = writer.flush()
        close(fd)
        if !written || rename(temporary, path) != 0 { unlink(temporary) }
    }
}
