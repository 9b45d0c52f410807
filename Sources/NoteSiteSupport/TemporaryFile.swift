import Foundation

/// A file written under a temporary name beside its place (`<path>-new`
/// unless told) and renamed over it only when complete, so that a reader
/// sees the old file or the new one, never a part: the one way notesite
/// replaces a file.
package final class TemporaryFile {
    package let path: String
    /// The descriptor of the temporary file, open for reading and writing.
    package let fd: Int32
    package let temporaryPath: String
    private var open = true
    /// False when the caller closes `fd` itself, and may go on using it after `commit`.
    private let closes: Bool

    /// Creates (or empties) the temporary file of `path`; nil when it
    /// cannot. With `keepingDescriptor`, `fd` is the caller's to close.
    package init?(replacing path: String, temporaryPath: String? = nil, keepingDescriptor: Bool = false) {
        let temporary = temporaryPath ?? path + "-new"
        let fd = Foundation.open(temporary, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { return nil }
        self.path = path
        self.temporaryPath = temporary
        self.fd = fd
        closes = !keepingDescriptor
    }

    deinit {
        if open { abandon() }
    }

    /// Closes the file and renames it over `path`; false (and the
    /// temporary file gone) when that fails.
    @discardableResult
    package func commit() -> Bool {
        guard open else { return false }
        open = false
        if closes { close(fd) }
        guard rename(temporaryPath, path) == 0 else {
            unlink(temporaryPath)
            return false
        }
        return true
    }

    /// Closes the file and links it at `path`, which fails rather than
    /// replace a file of that name; the temporary name goes either way.
    /// Nil when linked, else the `errno` of the failure.
    package func link() -> Int32? {
        guard open else { return EBADF }
        open = false
        if closes { close(fd) }
        defer { unlink(temporaryPath) }
        return Foundation.link(temporaryPath, path) == 0 ? nil : errno
    }

    /// Closes and removes the temporary file; `path` stays as it was.
    package func abandon() {
        guard open else { return }
        open = false
        if closes { close(fd) }
        unlink(temporaryPath)
    }

    /// A hidden name beside `path` for its temporary file: `.<name>.<tag>`
    /// in the same folder.
    package static func hiddenPath(beside path: String, tag: String) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        return path[..<slash] + "." + path[slash...] + "." + tag
    }

    /// Writes each of `files` (path and text) under a hidden temporary name
    /// in its folder (`.<name>.<tag>`), then renames them all; when one
    /// cannot be written, none is renamed and the temporary files go.
    /// Throws the `errno` of the failure.
    package static func replaceAll(_ files: [(path: String, text: String)], tag: String) throws(POSIXError) {
        var written: [TemporaryFile] = []
        for file in files {
            guard let temporary = TemporaryFile(replacing: file.path, temporaryPath: hiddenPath(beside: file.path, tag: tag)) else {
                written.forEach { $0.abandon() }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            written.append(temporary)
            var text = file.text
            let ok = text.withUTF8 { FileBytes.write(UnsafeRawBufferPointer($0), to: temporary.fd) }
            guard ok else {
                let code = POSIXErrorCode(rawValue: errno) ?? .EIO
                written.forEach { $0.abandon() }
                throw POSIXError(code)
            }
        }
        for (n, file) in written.enumerated() where !file.commit() {
            let code = POSIXErrorCode(rawValue: errno) ?? .EIO
            written[(n + 1)...].forEach { $0.abandon() }
            throw POSIXError(code)
        }
    }
}
