import Foundation

/// Reads a known number of bytes from an open file, writes them all, and
/// replaces a file whole.
package enum FileBytes {
    /// Exactly `count` bytes of `fd` from `offset` (or from where it stands,
    /// when nil); nil when the file gives fewer or cannot be read.
    package static func read(_ fd: Int32, count: Int, at offset: Int? = nil) -> [UInt8]? {
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, done in
            while done < count {
                let rest = count - done
                let n = offset.map { pread(fd, buffer.baseAddress! + done, rest, off_t($0 + done)) }
                    ?? Foundation.read(fd, buffer.baseAddress! + done, rest)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { complete = false; break }
                done += n
            }
        }
        return complete ? bytes : nil
    }

    /// Writes all of `buffer` to `fd` at `offset` (or where it stands, when
    /// nil), going on after short writes; false when a write fails (`errno`
    /// says why).
    package static func write(_ buffer: UnsafeRawBufferPointer, to fd: Int32, at offset: Int? = nil) -> Bool {
        var written = 0
        while written < buffer.count, let base = buffer.baseAddress {
            let rest = buffer.count - written
            let n = offset.map { pwrite(fd, base + written, rest, off_t($0 + written)) }
                ?? FileDescriptorWrite.write(fd, base + written, rest)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            written += n
        }
        return true
    }

    /// Replaces the file at `path` with what `fill` writes to the descriptor
    /// it is given, through a temporary name renamed over it, so a reader
    /// sees the old file or the new one, never a part. False (and nothing
    /// changed) when the file cannot be made or `fill` returns false.
    @discardableResult
    package static func replace(_ path: String, fill: (Int32) -> Bool) -> Bool {
        guard let file = TemporaryFile(replacing: path) else { return false }
        guard fill(file.fd) else {
            file.abandon()
            return false
        }
        return file.commit()
    }
}
