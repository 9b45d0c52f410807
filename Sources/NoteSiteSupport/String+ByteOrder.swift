import Foundation

extension String {
    /// Whether `self` sorts before `other` in UTF-8 byte order (what `sort`
    /// gives in the C locale, and ASCII order for ASCII text), compared with
    /// `memcmp` over the strings' own storage.
    package func precedesInByteOrder(_ other: String) -> Bool {
        // Native strings lend their bytes as they are; sorting tens of
        // thousands of paths then copies none.
        if let order = utf8.withContiguousStorageIfAvailable({ a in
            other.utf8.withContiguousStorageIfAvailable { b in Self.precedes(a, b) }
        }), let order { return order }
        var a = self, b = other
        return a.withUTF8 { a in
            b.withUTF8 { b in Self.precedes(a, b) }
        }
    }

    private static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = Swift.min(a.count, b.count)
        let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
        return order != 0 ? order < 0 : a.count < b.count
    }
}
