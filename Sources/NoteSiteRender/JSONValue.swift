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

    /// Opens an object whose last member is a list written one item per line
    /// (notes.json, whats-new/index.json): `{"k":v,…,"<list>":[`.
    static func openListDocument(_ head: [(String, JSONValue)], list: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "{"))
        for (key, value) in head {
            escape(key, into: &out)
            out.append(UInt8(ascii: ":"))
            value.append(to: &out)
            out.append(UInt8(ascii: ","))
        }
        escape(list, into: &out)
        out += ":[".utf8
    }

    /// Appends the compact serialisation to `out`.
    func append(to out: inout [UInt8]) {
        write(into: &out, indent: nil, level: 0)
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

    /// Escapes for JSON, so that the text may also sit inside an HTML
    /// `<script>` element or a JavaScript string: `"`, `\`, control characters
    /// and U+2028/2029 are escaped, and a `<` that would start `</` or `<!`
    /// becomes `<\/` or `\u003c!`. Runs between escapes are copied whole,
    /// and eight bytes at a time are checked for anything to escape.
    static func escape(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = s
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            let count = bytes.count
            var copied = 0
            func replace(_ start: Int, _ length: Int, with escape: StaticString) {
                if start > copied { out.append(contentsOf: UnsafeBufferPointer(start: base + copied, count: start - copied)) }
                out.append(contentsOf: UnsafeBufferPointer(start: escape.utf8Start, count: escape.utf8CodeUnitCount))
                copied = start + length
            }
            var i = 0
            while i < count {
                // Skip to the first byte that may need an escape.
                while i + 8 <= count {
                    let found = Self.candidates(UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)))
                    if found == 0 {
                        i += 8
                    } else {
                        i += found.trailingZeroBitCount >> 3
                        break
                    }
                }
                guard i < count else { break }
                let next = i + 1 < count ? base[i + 1] : 0
                switch base[i] {
                case UInt8(ascii: "\""): replace(i, 1, with: "\\\"")
                case UInt8(ascii: "\\"): replace(i, 1, with: "\\\\")
                case UInt8(ascii: "\n"): replace(i, 1, with: "\\n")
                case UInt8(ascii: "\r"): replace(i, 1, with: "\\r")
                case UInt8(ascii: "\t"): replace(i, 1, with: "\\t")
                case UInt8(ascii: "<") where next == UInt8(ascii: "/"):
                    replace(i, 2, with: "<\\/")
                    i += 1
                case UInt8(ascii: "<") where next == UInt8(ascii: "!"): replace(i, 1, with: "\\u003c")
                case let byte where byte < 0x20:
                    if i > copied { out.append(contentsOf: UnsafeBufferPointer(start: base + copied, count: i - copied)) }
                    out += "\\u00".utf8
                    out.append(Self.hexDigits[Int(byte >> 4)])
                    out.append(Self.hexDigits[Int(byte & 0xf)])
                    copied = i + 1
                case 0xE2 where next == 0x80 && i + 2 < count && (base[i + 2] == 0xA8 || base[i + 2] == 0xA9):
                    // U+2028 and U+2029, the line and paragraph separators.
                    replace(i, 3, with: base[i + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                    i += 2
                default:
                    break
                }
                i += 1
            }
            if copied < count { out.append(contentsOf: UnsafeBufferPointer(start: base + copied, count: count - copied)) }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// The bytes of eight (first byte lowest) that may start an escape, as
    /// each one's high bit: a control character, `"`, `\`, `<` or 0xE2 (the
    /// first byte of U+2028/2029). Most words of text hold none, and the test
    /// costs a few integer operations. The lowest bit set is always exact;
    /// bits above it may be false alarms, which the caller checks byte by byte.
    @inline(__always)
    private static func candidates(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
        let control = (word &- ones &* 0x20) & ~word & highs
        return control | hasZeroByte(word ^ (ones &* 0x22)) | hasZeroByte(word ^ (ones &* 0x5C))
            | hasZeroByte(word ^ (ones &* 0x3C)) | hasZeroByte(word ^ (ones &* 0xE2))
    }
}
