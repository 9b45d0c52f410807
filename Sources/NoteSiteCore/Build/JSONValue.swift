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
        String(decoding: serializedBytes(indent: indent), as: UTF8.self)
    }

    /// The UTF-8 bytes of `serialized(indent:)`, built without going through
    /// `String` appends (notes.json is tens of megabytes on large sites).
    func serializedBytes(indent: Int? = nil) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(into: &out, indent: indent, level: 0)
        return out
    }

    private func write(into out: inout [UInt8], indent: Int?, level: Int) {
        switch self {
        case .string(let s): Self.escape(s, into: &out)
        case .number(let n): out += String(n).utf8
        case .bool(let b): out += (b ? "true" : "false").utf8
        case .null: out += "null".utf8
        case .array(let items):
            if items.isEmpty { out += "[]".utf8; return }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, indent, level + 1)
                item.write(into: &out, indent: indent, level: level + 1)
            }
            newline(&out, indent, level)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { out += "{}".utf8; return }
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, indent, level + 1)
                Self.escape(key, into: &out)
                out.append(UInt8(ascii: ":"))
                if indent != nil { out.append(UInt8(ascii: " ")) }
                value.write(into: &out, indent: indent, level: level + 1)
            }
            newline(&out, indent, level)
            out.append(UInt8(ascii: "}"))
        }
    }

    private func newline(_ out: inout [UInt8], _ indent: Int?, _ level: Int) {
        guard let indent else { return }
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * level))
    }

    /// Escapes for JSON and also for embedding in HTML `<script>`: `<`, `>`,
    /// `&` and U+2028/2029 become `\u` escapes. Runs between escapes are
    /// copied whole.
    static func escape(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = s
        text.withUTF8 { bytes in
            var copied = 0
            func replace(_ start: Int, _ length: Int, with escape: StaticString) {
                if start > copied { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<start])) }
                out.append(contentsOf: UnsafeBufferPointer(start: escape.utf8Start, count: escape.utf8CodeUnitCount))
                copied = start + length
            }
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
                case 0..<0x20:
                    if i > copied { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<i])) }
                    out += "\\u00".utf8
                    out.append(Self.hexDigits[Int(byte >> 4)])
                    out.append(Self.hexDigits[Int(byte & 0xf)])
                    copied = i + 1
                case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                    // U+2028 and U+2029, the line and paragraph separators.
                    replace(i, 3, with: bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                    i += 2
                default:
                    break
                }
                i += 1
            }
            if copied < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...])) }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Bytes that start an escape: controls, `"`, `\\`, `<`, `>`, `&` and the
    /// first byte of U+2028/2029. Most bytes are none of these; one table
    /// lookup lets them pass.
    private static let mayNeedEscape: [Bool] = (0..<256).map { byte in
        byte < 0x20 || byte == 0xE2 || "\"\\<>&".utf8.contains(UInt8(byte))
    }
}
