import Foundation
import NoteSiteSupport

/// Everything below a folder, links not followed: what the back buffer holds
/// before a build brings it up to date, or what the output holds when a
/// build checks that nothing changed.
package struct TreeScan: Sendable {
    package enum Kind: Sendable { case file, folder, other }

    package struct Entry: Sendable {
        package var kind: Kind
        package var stamp: FileStamp
    }

    /// Relative path -> entry; the root itself is not listed.
    package var entries: [String: Entry] = [:]

    /// Nothing: a folder just made.
    init() {}

    /// Reads the tree at `root`; an unreadable folder throws its path. The
    /// folders of each depth are read on several threads: the time goes
    /// into system calls, 50,000 of them for a site of 10,000 versions.
    ///
    /// With `known`, what the state remembers of the tree, a folder whose
    /// stamp is as remembered is not listed: adding, removing or renaming
    /// an entry changes a folder's stamp, so it still holds the entries
    /// remembered, and only those are looked at. That spares the listing of
    /// 20,000 folders; a file edited in place still shows in its own stamp.
    package init(root: String, known: OutputState.Tree? = nil) throws(ScanError) {
        let expected = known.map(Expected.init)
        // Entries are looked at relative to the root, so the kernel walks
        // only the path below it.
        let rootFD = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
        defer { if rootFD >= 0 { close(rootFD) } }
        entries.reserveCapacity((known?.files.count ?? 0) + (known?.folders.count ?? 0) + 16)
        var level: [(String, FileStamp?)] = [("", nil)]
        while !level.isEmpty {
            let read = ConcurrentMap.map(level, workers: level.count < 64 ? 1 : ConcurrentMap.cores + 1) { (folder: String, stamp: FileStamp?) -> Result<[(String, Entry)], ScanError> in
                if rootFD >= 0, let stamp, let expected, expected.folders[folder] == stamp, let paths = expected.paths[folder[...]],
                   let found = Self.look(at: paths, below: rootFD) {
                    return .success(found)
                }
                return Self.read(folder, below: root)
            }
            var next: [(String, FileStamp?)] = []
            for result in read {
                switch result {
                case .failure(let error): throw error
                case .success(let found):
                    for (relative, entry) in found {
                        entries[relative] = entry
                        if entry.kind == .folder { next.append((relative, entry.stamp)) }
                    }
                }
            }
            level = next
        }
    }

    /// The remembered tree by folder: the paths of the entries each folder
    /// held, under their folder's path (a part of theirs: nothing is copied).
    private struct Expected: Sendable {
        var folders: [String: FileStamp]
        var paths: [Substring: [String]] = [:]

        init(_ tree: OutputState.Tree) {
            folders = tree.folders
            paths.reserveCapacity(tree.folders.count + 1)
            for path in tree.files.keys { add(path) }
            for path in tree.folders.keys { add(path) }
        }

        private mutating func add(_ path: String) {
            let folder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? ""
            paths[folder, default: []].append(path)
        }
    }

    /// The entries at `paths`, looked at one by one; nil when one is
    /// missing, and their folder must be listed after all.
    private static func look(at paths: [String], below root: Int32) -> [(String, Entry)]? {
        var found: [(String, Entry)] = []
        found.reserveCapacity(paths.count)
        for path in paths {
            var info = stat()
            guard fstatat(root, path, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
            found.append((path, Entry(info)))
        }
        return found
    }

    /// The entries of one folder, paths relative to `root`. A large folder
    /// (`content/versions`) has its entries looked at on several threads.
    private static func read(_ folder: String, below root: String) -> Result<[(String, Entry)], ScanError> {
        let absolute = folder.isEmpty ? root : root + "/" + folder
        guard let handle = opendir(absolute) else { return .failure(ScanError(path: absolute, code: errno)) }
        defer { closedir(handle) }
        let fd = dirfd(handle)
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        let prefix = folder.isEmpty ? "" : folder + "/"
        let chunk = 1024
        let parts = stride(from: 0, to: names.count, by: chunk).map { names[$0..<min($0 + chunk, names.count)] }
        let looked = ConcurrentMap.map(parts, workers: parts.count < 2 ? 1 : ConcurrentMap.cores) { part in
            part.compactMap { name -> (String, Entry)? in
                var info = stat()
                // Gone since it was listed: not there.
                guard fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
                return (prefix + name, Entry(info))
            }
        }
        return .success(Array(looked.joined()))
    }

    package struct ScanError: Error {
        var path: String
        var code: Int32
    }
}

extension TreeScan.Entry {
    init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .file
        case S_IFDIR: kind = .folder
        default: kind = .other
        }
        stamp = FileStamp(info)
    }
}
