/// JSON with keys kept in the order written, serialised deterministically
/// (notes.json, feed.json and the widget's data scripts).
enum JSONValue: Sendable {
    case string(String)
    case number(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func optional(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// Compact by default; `indent` pretty-prints with that many spaces.
    func serialized(indent: Int? = nil) -> String {
        var out = ""
        write(into: &out, indent: indent, level: 0)
        return out
    }

    private func write(into out: inout String, indent: Int?, level: Int) {
        switch self {
        case .string(let s): Self.escape(s, into: &out)
        case .number(let n): out += String(n)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent, level + 1)
                item.write(into: &out, indent: indent, level: level + 1)
            }
            newline(&out, indent, level)
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent, level + 1)
                Self.escape(key, into: &out)
                out += indent == nil ? ":" : ": "
                value.write(into: &out, indent: indent, level: level + 1)
            }
            newline(&out, indent, level)
            out += "}"
        }
    }

    private func newline(_ out: inout String, _ indent: Int?, _ level: Int) {
        guard let indent else { return }
        out += "\n"
        // Shared indentation strings rather than a new one per line (notes.json has millions of lines).
        let count = indent * level
        out += count < Self.indents.count ? Self.indents[count] : String(repeating: " ", count: count)
    }

    private static let indents: [String] = (0..<64).map { String(repeating: " ", count: $0) }

    /// Escapes for JSON and also for embedding in HTML `<script>`: `<`, `>`,
    /// `&` and U+2028/2029 become `\u` escapes. notes.json carries every body,
    /// so this scans UTF-8 bytes and copies the runs between escapes whole.
    static func escape(_ s: String, into out: inout String) {
        out += "\""
        var text = s
        text.makeContiguousUTF8()
        let utf8 = text.utf8
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        var copied = 0
        func replace(_ start: Int, _ length: Int, with escape: String) {
            if start > copied { out += text[index(copied)..<index(start)] }
            out += escape
            copied = start + length
        }
        _ = utf8.withContiguousStorageIfAvailable { bytes in
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                if !Self.mayNeedEscape[Int(byte)] {
                    i += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): replace(i, 1, with: "\\\"")
                case UInt8(ascii: "\\"): replace(i, 1, with: "\\\\")
                case UInt8(ascii: "\n"): replace(i, 1, with: "\\n")
                case UInt8(ascii: "\r"): replace(i, 1, with: "\\r")
                case UInt8(ascii: "\t"): replace(i, 1, with: "\\t")
                case UInt8(ascii: "<"): replace(i, 1, with: "\\u003c")
                case UInt8(ascii: ">"): replace(i, 1, with: "\\u003e")
                case UInt8(ascii: "&"): replace(i, 1, with: "\\u0026")
                case 0..<0x20: replace(i, 1, with: "\\u" + hex4(UInt32(byte)))
                case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                    // U+2028 and U+2029, the line and paragraph separators.
                    replace(i, 3, with: bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                    i += 2
                default:
                    break
                }
                i += 1
            }
        }
        if copied < utf8.count { out += text[index(copied)...] }
        out += "\""
    }

    /// Bytes that start an escape: controls, `"`, `\\`, `<`, `>`, `&` and the
    /// first byte of U+2028/2029. Most bytes are none of these; one table
    /// lookup lets them pass.
    private static let mayNeedEscape: [Bool] = (0..<256).map { byte in
        byte < 0x20 || byte == 0xE2 || "\"\\<>&".utf8.contains(UInt8(byte))
    }

    private static func hex4(_ v: UInt32) -> String {
        let h = String(v, radix: 16)
        return String(repeating: "0", count: max(0, 4 - h.count)) + h
    }
}
