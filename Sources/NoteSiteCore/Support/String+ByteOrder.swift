import Foundation

extension String {
    /// Whether `self` sorts before `other` in UTF-8 byte order (what `sort`
    /// gives in the C locale, and ASCII order for ASCII text), compared with
    /// `memcmp` over the strings' own storage.
    func precedesInByteOrder(_ other: String) -> Bool {
        var a = self, b = other
        return a.withUTF8 { a in
            b.withUTF8 { b in
                let common = min(a.count, b.count)
                let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
                return order != 0 ? order < 0 : a.count < b.count
            }
        }
    }
}
