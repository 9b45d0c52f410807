internal import CZlib

/// Unpacks zlib streams (RFC 1950) with the system's zlib: the one place that
/// calls it.
enum Inflate {
    /// The unpacked bytes, or nil when `packed` is not a whole zlib stream or
    /// unpacks to more than `limit` bytes.
    static func unpack(_ packed: [UInt8], limit: Int = 64 << 20) -> [UInt8]? {
        // The unpacked size is not stored; start from a ratio typical of text
        // and double until it fits.
        var capacity = max(packed.count * 8, 1024)
        while capacity <= limit {
            var output = [UInt8](repeating: 0, count: capacity)
            var length = uLongf(capacity)
            let status = output.withUnsafeMutableBufferPointer { out in
                packed.withUnsafeBufferPointer { input in
                    uncompress(out.baseAddress, &length, input.baseAddress, uLong(input.count))
                }
            }
            switch status {
            case Z_OK:
                output.removeLast(capacity - Int(length))
                return output
            case Z_BUF_ERROR where Int(length) == capacity:
                capacity *= 2
            default:
                return nil
            }
        }
        return nil
    }
}
