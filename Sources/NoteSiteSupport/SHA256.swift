/// SHA-256 (FIPS 180-4), for the output manifest and for recognising files
/// that a rebuild leaves unchanged. It runs over every byte of every output
/// file, so it reads the caller's memory in place, keeps its state in locals
/// and copies only the final, padded block or two.
package struct SHA256 {
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The running hash: eight words.
    private struct State {
        var a: UInt32 = 0x6a09e667, b: UInt32 = 0xbb67ae85, c: UInt32 = 0x3c6ef372, d: UInt32 = 0xa54ff53a
        var e: UInt32 = 0x510e527f, f: UInt32 = 0x9b05688c, g: UInt32 = 0x1f83d9ab, h: UInt32 = 0x5be0cd19
    }

    /// The digest of `bytes` as 64 lower-case hex digits.
    package static func hex<Bytes: Collection>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        if let digest = bytes.withContiguousStorageIfAvailable({ hex(of: UnsafeRawBufferPointer($0)) }) {
            return digest
        }
        return Array(bytes).withUnsafeBytes { hex(of: $0) }
    }

    /// The digest of the bytes in `buffer` as 64 lower-case hex digits.
    package static func hex(of buffer: UnsafeRawBufferPointer) -> String {
        let digest = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { digest -> String? in
            guard let start = digest.baseAddress, SystemSHA256.digest(of: buffer, into: start) else { return nil }
            return hexDigits(of: UnsafeBufferPointer(digest))
        }
        return digest ?? portableHex(of: buffer)
    }

    /// The same digest, always computed here (the fallback, and what tests compare against).
    static func portableHex(of buffer: UnsafeRawBufferPointer) -> String {
        var hasher = Portable()
        hasher.update(buffer)
        return hasher.finalize()
    }

    /// The portable hash, fed in pieces: whole blocks are read in place, and
    /// only a block split between two pieces is copied.
    struct Portable {
        private var state = State()
        private var pending = [UInt8](repeating: 0, count: 64)
        private var pendingCount = 0
        private var length: UInt64 = 0

        mutating func update(_ buffer: UnsafeRawBufferPointer) {
            guard let base = buffer.baseAddress, buffer.count > 0 else { return }
            length &+= UInt64(buffer.count)
            var offset = 0
            SHA256.k.withUnsafeBufferPointer { k in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                    if pendingCount > 0 {
                        let take = min(64 - pendingCount, buffer.count)
                        pending.withUnsafeMutableBytes { block in
                            block.baseAddress!.advanced(by: pendingCount).copyMemory(from: base, byteCount: take)
                            if pendingCount + take == 64 { SHA256.compress(UnsafeRawPointer(block.baseAddress!), into: &state, k: k, w: w) }
                        }
                        pendingCount = (pendingCount + take) % 64
                        offset = take
                    }
                    while buffer.count - offset >= 64 {
                        SHA256.compress(base + offset, into: &state, k: k, w: w)
                        offset += 64
                    }
                }
            }
            let rest = buffer.count - offset
            if rest > 0 {
                pending.withUnsafeMutableBytes { $0.baseAddress!.copyMemory(from: base + offset, byteCount: rest) }
                pendingCount = rest
            }
        }

        /// The digest as 64 lower-case hex digits. The tail, the 0x80 marker
        /// and the big-endian bit length fill one or two blocks.
        mutating func finalize() -> String {
            var tail = [UInt8](repeating: 0, count: 128)
            tail.replaceSubrange(0..<pendingCount, with: pending[0..<pendingCount])
            tail[pendingCount] = 0x80
            let blocks = pendingCount < 56 ? 1 : 2
            let bitLength = length &* 8
            for i in 0..<8 {
                tail[blocks * 64 - 1 - i] = UInt8(truncatingIfNeeded: bitLength >> UInt64(i * 8))
            }
            SHA256.k.withUnsafeBufferPointer { k in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                    tail.withUnsafeBytes { tail in
                        for block in 0..<blocks {
                            SHA256.compress(tail.baseAddress! + block * 64, into: &state, k: k, w: w)
                        }
                    }
                }
            }
            return SHA256.digits(of: state)
        }
    }

    /// One 64-byte block into `state`; `w` is scratch space for the message schedule.
    @inline(__always)
    private static func compress(_ block: UnsafeRawPointer, into state: inout State,
                                 k: UnsafeBufferPointer<UInt32>, w: UnsafeMutableBufferPointer<UInt32>) {
        for i in 0..<16 {
            w[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self))
        }
        for i in 16..<64 {
            let x = w[i - 15], y = w[i - 2]
            let s0 = rotr(x, 7) ^ rotr(x, 18) ^ (x >> 3)
            let s1 = rotr(y, 17) ^ rotr(y, 19) ^ (y >> 10)
            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
        }
        var a = state.a, b = state.b, c = state.c, d = state.d
        var e = state.e, f = state.f, g = state.g, h = state.h
        for i in 0..<64 {
            let t1 = h &+ (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) &+ ((e & f) ^ (~e & g)) &+ k[i] &+ w[i]
            let t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
            h = g; g = f; f = e; e = d &+ t1
            d = c; c = b; b = a; a = t1 &+ t2
        }
        state.a &+= a; state.b &+= b; state.c &+= c; state.d &+= d
        state.e &+= e; state.f &+= f; state.g &+= g; state.h &+= h
    }

    private static func digits(of state: State) -> String {
        let words = [state.a, state.b, state.c, state.d, state.e, state.f, state.g, state.h]
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for word in words {
            for shift in stride(from: 24, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: word >> UInt32(shift))) }
        }
        return bytes.withUnsafeBufferPointer(hexDigits)
    }

    package static func hexDigits(of digest: UnsafeBufferPointer<UInt8>) -> String {
        let alphabet: StaticString = "0123456789abcdef"
        return String(unsafeUninitializedCapacity: digest.count * 2) { out in
            alphabet.withUTF8Buffer { alphabet in
                for (i, byte) in digest.enumerated() {
                    out[2 * i] = alphabet[Int(byte >> 4)]
                    out[2 * i + 1] = alphabet[Int(byte & 0xf)]
                }
            }
            return digest.count * 2
        }
    }

    @inline(__always) private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 {
        (x >> n) | (x << (32 - n))
    }
}
