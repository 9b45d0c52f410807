/// The distinct tokens of one version's texts, each with the best (lowest)
/// field it is found in: what `VersionTerms` numbers. Every fresh build
/// reads every text of every version this way, so ASCII texts (most notes)
/// are folded and cut over their bytes, each token is hashed once, and a
/// token becomes a string once per version however often it occurs. Other
/// texts are cut by `SearchText.indexTokens`; the tokens are the same
/// either way (`SearchTextTests`).
struct VersionTokens: ASCIITokenSink {
    /// A token met: where its bytes are in `arena`, its hash, its best field.
    private struct Found {
        var hash: UInt64
        var start: Int
        var count: Int
        var field: UInt8
    }

    private var arena: [UInt8] = []
    private var found: [Found] = []
    /// Open addressing: an index into `found`, or -1.
    private var slots = [Int32](repeating: -1, count: 128)
    /// The folded bytes of the text being cut.
    private var folded: [UInt8] = []

    /// Adds the tokens of `text`, found in `field`.
    mutating func add(_ text: String, field: UInt8) {
        var text = text
        var bytes = folded
        folded = []
        let ascii = text.withUTF8 { utf8 -> Bool in
            if bytes.count < utf8.count { bytes = [UInt8](repeating: 0, count: max(utf8.count, bytes.count * 2)) }
            let folded = bytes.withUnsafeMutableBufferPointer { out -> Bool in
                for (i, b) in utf8.enumerated() {
                    if b >= 0x80 { return false }
                    out[i] = b >= 0x41 && b <= 0x5A ? b + 0x20 : b
                }
                return true
            }
            if folded {
                self.field = field
                bytes.withUnsafeBufferPointer { SearchText.cutASCII(UnsafeBufferPointer(rebasing: $0[0..<utf8.count]), into: &self) }
            }
            return folded
        }
        if !ascii {
            for token in SearchText.indexTokens(text) {
                var token = token
                token.withUTF8 { insert($0, field: field) }
            }
        }
        folded = bytes
    }

    /// Every token with its best field, in the order first met.
    var terms: [(text: String, hash: UInt64, field: UInt8)] {
        arena.withUnsafeBufferPointer { arena in
            found.map { (String(decoding: UnsafeBufferPointer(rebasing: arena[$0.start..<($0.start + $0.count)]), as: UTF8.self), $0.hash, $0.field) }
        }
    }

    /// The field of the text being cut, for `take`.
    private var field: UInt8 = 0

    mutating func take(_ token: UnsafeBufferPointer<UInt8>) { insert(token, field: field) }

    private mutating func insert(_ token: UnsafeBufferPointer<UInt8>, field: UInt8) {
        let hash = SearchText.termHash(token)
        if found.count * 2 >= slots.count { grow() }
        let mask = slots.count - 1
        var slot = Self.slot(hash) & mask
        while true {
            let k = Int(slots[slot])
            if k < 0 {
                slots[slot] = Int32(found.count)
                found.append(Found(hash: hash, start: arena.count, count: token.count, field: field))
                arena.append(contentsOf: token)
                return
            }
            let f = found[k]
            if f.hash == hash, f.count == token.count, arena.withUnsafeBufferPointer({ Self.same($0, at: f.start, token) }) {
                if field < f.field { found[k].field = field }
                return
            }
            slot = (slot + 1) & mask
        }
    }

    private static func same(_ arena: UnsafeBufferPointer<UInt8>, at start: Int, _ token: UnsafeBufferPointer<UInt8>) -> Bool {
        for k in 0..<token.count where arena[start + k] != token[k] { return false }
        return true
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (k, f) in found.enumerated() {
            var slot = Self.slot(f.hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(k)
        }
    }

    /// A slot from all of the hash's bits.
    private static func slot(_ hash: UInt64) -> Int {
        var x = hash ^ (hash >> 33)
        x &*= 0xFF51_AFD7_ED55_8CCD
        return Int(truncatingIfNeeded: x ^ (x >> 33))
    }
}
