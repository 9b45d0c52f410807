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

    /// Reads the tree at `root`; an unreadable folder throws its path.
    init(root: String) throws(ScanError) {
        var pending = [""]
        while let folder = pending.popLast() {
            let absolute = folder.isEmpty ? root : root + "/" + folder
            guard let handle = opendir(absolute) else { throw ScanError(path: absolute, code: errno) }
            defer { closedir(handle) }
            let fd = dirfd(handle)
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                var info = stat()
                guard fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                let relative = folder.isEmpty ? name : folder + "/" + name
                let kind: Kind
                switch info.st_mode & S_IFMT {
                case S_IFREG: kind = .file
                case S_IFDIR: kind = .folder; pending.append(relative)
                default: kind = .other
                }
                entries[relative] = Entry(kind: kind, stamp: FileStamp(info))
            }
        }
    }

    struct ScanError: Error {
        var path: String
        var code: Int32
    }
}
