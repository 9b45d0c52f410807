import Foundation

/// Reads a known number of bytes from an open file, and writes them all.
enum FileBytes {
    /// Exactly `count` bytes of `fd` from `offset` (or from where it stands,
    /// when nil); nil when the file gives fewer or cannot be read.
    static func read(_ fd: Int32, count: Int, at offset: Int? = nil) -> [UInt8]? {
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

    /// Writes all of `buffer` to `fd`, going on after short writes; false
    /// when a write fails (`errno` says why).
    static func write(_ buffer: UnsafeRawBufferPointer, to fd: Int32) -> Bool {
        var written = 0
        while written < buffer.count, let base = buffer.baseAddress {
            let n = FileDescriptorWrite.write(fd, base + written, buffer.count - written)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            written += n
        }
        return true
    }
}
