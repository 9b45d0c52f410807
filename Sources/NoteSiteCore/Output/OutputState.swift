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
        let text = String(decoding: data, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)[...]
        guard lines.popFirst() == Substring(Self.header) else { return }
        var current: TreeID?
        for line in lines {
            let fields = line.split(separator: "\t", maxSplits: 5, omittingEmptySubsequences: false)
            if readHeader(fields) { continue }
            if fields.count == 3, fields[0] == "tree", let device = UInt64(fields[1]), let inode = UInt64(fields[2]) {
                current = TreeID(device: device, inode: inode)
                trees[current!, default: [:]] = [:]
                continue
            }
            guard let tree = current, fields.count == 6, fields[0].utf8.count == 64,
                  let size = Int64(fields[1]), let inode = UInt64(fields[2]),
                  let modified = Int64(fields[3]), let changed = Int64(fields[4]) else { continue }
            trees[tree]?[String(fields[5])] = Record(digest: String(fields[0]),
                                                     stamp: FileStamp(size: size, inode: inode, modified: modified, changed: changed))
        }
    }

    /// The lines outside the trees; true when `fields` was one.
    private mutating func readHeader(_ fields: [Substring]) -> Bool {
        switch fields.first {
        case "settings"?: settings = fields.dropFirst().joined(separator: "\t")
        case "since"? where fields.count == 2: since = Int64(fields[1]) ?? 0
        case "summary"? where fields.count == 3:
            if let versions = Int(fields[1]), let files = Int(fields[2]) { summary = Summary(versions: versions, files: files) }
        case "diagnostic"?:
            // A line that does not read back leaves the summary out: the
            // build then runs and prints its words itself.
            guard let diagnostic = Self.diagnostic(from: fields) else { summary = nil; return true }
            summary?.diagnostics.append(diagnostic)
        case "input"? where fields.count == 6:
            guard let size = Int64(fields[1]), let inode = UInt64(fields[2]),
                  let modified = Int64(fields[3]), let changed = Int64(fields[4]) else { return true }
            inputs[String(fields[5])] = FileStamp(size: size, inode: inode, modified: modified, changed: changed)
        default: return false
        }
        return true
    }

    var text: String {
        var text = Self.header + "\n"
        if !inputs.isEmpty, let summary {
            text += "settings\t\(settings.replacingOccurrences(of: "\n", with: " "))\nsince\t\(since)\n"
            text += "summary\t\(summary.versions)\t\(summary.files)\n"
            for diagnostic in summary.diagnostics { text += Self.line(of: diagnostic) }
            for (path, s) in inputs.sorted(by: { $0.key.precedesInByteOrder($1.key) }) {
                text += "input\t\(s.size)\t\(s.inode)\t\(s.modified)\t\(s.changed)\t\(path)\n"
            }
        }
        for (tree, records) in trees.sorted(by: { ($0.key.device, $0.key.inode) < ($1.key.device, $1.key.inode) }) {
            text += "tree\t\(tree.device)\t\(tree.inode)\n"
            text.reserveCapacity(text.utf8.count + records.count * 140)
            for (path, record) in records.sorted(by: { $0.key.precedesInByteOrder($1.key) }) {
                let s = record.stamp
                text += "\(record.digest)\t\(s.size)\t\(s.inode)\t\(s.modified)\t\(s.changed)\t\(path)\n"
            }
        }
        return text
    }

    /// Writes the state to a temporary name and renames it into place, so a
    /// reader sees the old state or the new one, never a part.
    func write(to path: String) {
        let temporary = path + "-new"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else { return }
        if rename(temporary, path) != 0 { unlink(temporary) }
    }
}
