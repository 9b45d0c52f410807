import Foundation

/// Creates a file that must not exist yet: written whole under a temporary
/// name beside it, then linked into place, which fails rather than replace
/// a file of that name. A crash leaves no part of the file under its name.
package enum NewFile {
    package enum Failure: Error, Equatable {
        /// A file of that name exists.
        case exists
        /// The file could not be written; `errno`'s text.
        case unwritable(String)
    }

    package static func create(_ path: String, contents: String) throws(Failure) {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = folder + "/." + name + ".notesite-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw .unwritable(String(cString: strerror(errno))) }
        let written = Array(contents.utf8).withUnsafeBytes { FileBytes.write($0, to: fd) } && fsync(fd) == 0
        let reason = String(cString: strerror(errno))
        close(fd)
        defer { unlink(temporary) }
        guard written else { throw .unwritable(reason) }
        guard link(temporary, path) == 0 else {
            if errno == EEXIST { throw .exists }
            throw .unwritable(String(cString: strerror(errno)))
        }
    }
}
