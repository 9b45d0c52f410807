import Foundation

/// Everything below a folder, links not followed: what the back buffer holds
/// before a build brings it up to date.
struct TreeScan: Sendable {
    enum Kind: Sendable { case file, folder, other }

    struct Entry: Sendable {
        var kind: Kind
        var stamp: FileStamp
    }

    /// Relative path -> entry; the root itself is not listed.
    var entries: [String: Entry] = [:]

    /// Nothing: a folder just made.
    init() {}

    /// Reads the tree at `root`; an unreadable folder throws its path. The
    /// folders of each depth are read on several threads: the time goes
    /// into system calls, 50,000 of them for a site of 10,000 versions.
    init(root: String) throws(ScanError) {
        var level = [""]
        while !level.isEmpty {
            let read = ConcurrentMap.map(level, workers: level.count < 64 ? 1 : ConcurrentMap.cores + 1) { folder in
                Self.read(folder, below: root)
            }
            var next: [String] = []
            for result in read {
                switch result {
                case .failure(let error): throw error
                case .success(let found):
                    for (relative, entry) in found {
                        entries[relative] = entry
                        if entry.kind == .folder { next.append(relative) }
                    }
                }
            }
            level = next
        }
    }

    /// The entries of one folder, paths relative to `root`.
    private static func read(_ folder: String, below root: String) -> Result<[(String, Entry)], ScanError> {
        let absolute = folder.isEmpty ? root : root + "/" + folder
        guard let handle = opendir(absolute) else { return .failure(ScanError(path: absolute, code: errno)) }
        defer { closedir(handle) }
        let fd = dirfd(handle)
        var found: [(String, Entry)] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var info = stat()
            guard fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            let kind: Kind
            switch info.st_mode & S_IFMT {
            case S_IFREG: kind = .file
            case S_IFDIR: kind = .folder
            default: kind = .other
            }
            found.append((folder.isEmpty ? name : folder + "/" + name, Entry(kind: kind, stamp: FileStamp(info))))
        }
        return .success(found)
    }

    struct ScanError: Error {
        var path: String
        var code: Int32
    }
}
