/// HTML escaping for `{{name}}`: `&`, `<`, `>`, `"` and `'`.
package enum HTMLEscaping {
    /// Appends `text` escaped; text with nothing to escape is copied whole.
    package static func append(_ text: String, to output: inout String) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var segmentStart = 0
            for offset in bytes.indices where bytes[offset] <= UInt8(ascii: ">") {
                guard let replacement = replacement(for: bytes[offset]) else { continue }
                if segmentStart < offset { output += text[index(segmentStart, in: text)..<index(offset, in: text)] }
                output += replacement
                segmentStart = offset + 1
            }
            if segmentStart == 0 {
                output += text
            } else if segmentStart < bytes.count {
                output += text[index(segmentStart, in: text)...]
            }
        }
        if done == nil { appendSlowly(text, to: &output) }
    }

    @inline(__always)
    private static func index(_ offset: Int, in text: String) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }

    /// Strings without contiguous UTF-8 (bridged ones) take the index-by-index path.
    private static func appendSlowly(_ text: String, to output: inout String) {
        let utf8 = text.utf8
        var segmentStart = utf8.startIndex
        var index = utf8.startIndex
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

    /// All five special bytes are at most '>', so one compare rejects letters first.
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
