/// A fast 64-bit checksum of a byte stream, fed in pieces of any size, for
/// telling a file notesite wrote from one damaged since. Not a digest: it
/// stands against accidents (a cut, a flipped byte), not against anyone.
package struct Checksum {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    /// Bytes after the last whole word, lowest first.
    private var tail: UInt64 = 0
    private var tailCount = 0
    private var length: UInt64 = 0

    mutating func update(_ buffer: UnsafeRawBufferPointer) {
        length &+= UInt64(buffer.count)
        var i = 0
        if tailCount > 0 {
            while tailCount < 8 && i < buffer.count {
                tail |= UInt64(buffer[i]) << UInt64(8 * tailCount)
                tailCount += 1
                i += 1
            }
            guard tailCount == 8 else { return }
            mix(tail)
            (tail, tailCount) = (0, 0)
        }
        while i + 8 <= buffer.count {
            mix(UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
            i += 8
        }
        while i < buffer.count {
            tail |= UInt64(buffer[i]) << UInt64(8 * tailCount)
            tailCount += 1
            i += 1
        }
    }

    /// The checksum of `buffer` alone.
    package static func of(_ buffer: UnsafeRawBufferPointer) -> UInt64 {
        var sum = Checksum()
        sum.update(buffer)
        return sum.value
    }

    private mutating func mix(_ word: UInt64) {
        let x = (state ^ word) &* 0x9FB2_1C65_1E98_DF25
        state = (x << 27) | (x >> 37)
    }

    /// The checksum of everything fed so far.
    var value: UInt64 {
        var copy = self
        copy.mix(tail ^ (length << 3))
        var h = copy.state
        h ^= h >> 33
        h = h &* 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        h = h &* 0xC4CE_B9FE_1A85_EC53
        return h ^ (h >> 33)
    }
}
