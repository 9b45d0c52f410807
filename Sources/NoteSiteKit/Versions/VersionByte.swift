/// The bytes the version grammar cares about.
enum VersionByte {
    static let dot = UInt8(ascii: ".")
    static let plus = UInt8(ascii: "+")
    static let hyphen = UInt8(ascii: "-")
    static let zero = UInt8(ascii: "0")

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= zero && byte <= UInt8(ascii: "9")
    }

    /// SemVer identifiers allow ASCII letters, digits and hyphens only.
    static func isIdentifierCharacter(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == hyphen
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
