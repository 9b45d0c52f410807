/// HTML escaping for `{{name}}`: `&`, `<`, `>`, `"` and `'`.
enum HTMLEscaping {
    /// Appends `text` escaped; text with nothing to escape is copied whole.
    static func append(_ text: String, to output: inout String) {
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: needsEscaping) else {
            output += text
            return
        }
        var segmentStart = utf8.startIndex
        var index = first
        while index < utf8.endIndex {
            if let replacement = replacement(for: utf8[index]) {
                output += text[segmentStart..<index]
                output += replacement
                segmentStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        output += text[segmentStart..<utf8.endIndex]
    }

    /// `text` escaped, as a new string.
    static func escape(_ text: String) -> String {
        var output = ""
        append(text, to: &output)
        return output
    }

    @inline(__always)
    private static func needsEscaping(_ byte: UInt8) -> Bool {
        // All five are below '?' and none is a digit or letter; one compare
        // rejects most bytes.
        byte <= UInt8(ascii: ">") && replacement(for: byte) != nil
    }

    @inline(__always)
    private static func replacement(for byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }
}
