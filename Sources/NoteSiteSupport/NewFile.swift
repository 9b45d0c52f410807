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
        let temporary = TemporaryFile.hiddenPath(beside: path, tag: "notesite-\(getpid())")
        guard let file = TemporaryFile(replacing: path, temporaryPath: temporary) else { throw .unwritable(String(cString: strerror(errno))) }
        guard Array(contents.utf8).withUnsafeBytes({ FileBytes.write($0, to: file.fd) }) && fsync(file.fd) == 0 else {
            let reason = String(cString: strerror(errno))
            file.abandon()
            throw .unwritable(reason)
        }
        if let code = file.link() {
            if code == EEXIST { throw .exists }
            throw .unwritable(String(cString: strerror(code)))
        }
    }
}
