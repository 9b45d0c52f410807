import Foundation

/// A regular file, opened without following a link at its name: the one way
/// notesite opens a file it did not just make (the previous output, its own
/// memory beside it). A link, folder, pipe or device there is treated as no
/// file at all.
package struct RegularFile {
    /// The open descriptor; closed by `close()`.
    package let fd: Int32
    /// What `fstat` said of it once open.
    package let info: stat

    package var size: Int { Int(info.st_size) }
    package var stamp: FileStamp { FileStamp(info) }

    /// Opens `path` with `access` (`O_RDONLY` unless told) and `extra` flags
    /// added; nil, with nothing left open, when it is not a regular file.
    package init?(_ path: String, access: Int32 = O_RDONLY, extra: Int32 = 0) {
        let fd = open(path, access | extra | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            Foundation.close(fd)
            return nil
        }
        self.fd = fd
        self.info = info
    }

    package func close() {
        Foundation.close(fd)
    }

    /// The whole file at `path`; nil when it is not a regular file or cannot be read.
    package static func contents(_ path: String) -> [UInt8]? {
        guard let file = RegularFile(path) else { return nil }
        defer { file.close() }
        return FileBytes.read(file.fd, count: file.size)
    }
}
