import Foundation

/// What `lstat` says about a file, enough to tell that it has not changed
/// since notesite wrote it: a new inode, size or time means it has. The
/// change time cannot be set back by hand, unlike the modification time.
package struct FileStamp: Equatable, Sendable {
    package var size: Int64
    package var inode: UInt64
    package var modified: Int64
    package var changed: Int64

    package init(size: Int64, inode: UInt64, modified: Int64, changed: Int64) {
        self.size = size
        self.inode = inode
        self.modified = modified
        self.changed = changed
    }

    package init(_ info: stat) {
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    }

    /// A stamp no file has: a folder remembered with it is always listed.
    package static let unknown = FileStamp(size: -1, inode: 0, modified: 0, changed: 0)

    /// True when the file was last written and changed before `time` (ns,
    /// the file system's clock): a write after `time` shows in its stamp.
    package func isOlder(than time: Int64) -> Bool {
        modified < time && changed < time
    }

    /// The stamp of the regular file at `path`; nil for anything else (a
    /// link, whose own stamp says nothing of its target) or nothing.
    package static func ofRegularFile(_ path: String) -> FileStamp? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileStamp(info)
    }

    /// The stamp of the file at `path`, links not followed; nil when missing.
    package static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return FileStamp(info)
    }
}
