extension JSONParser {
    /// A string from its opening `"` to its closing one, escapes decoded.
    mutating func readString() throws -> String {
        let opening = cursor.mark
        let quote = cursor.peek
        if quote == UInt8(ascii: "'") {
            throw error("JSON strings are written in double quotes, not single quotes",
                        hint: "write \"text\", and \\\" for a quote inside it")
        }
        cursor.advance()
        var text: [UInt8] = []
        while true {
            guard let byte = cursor.peek else {
                throw JSONParser.error(path: path, at: opening, "this string is never closed",
                                       hint: "add the closing '\"'")
            }
            switch byte {
            case UInt8(ascii: "\""):
                cursor.advance()
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try readEscape(into: &text)
            case UInt8(ascii: "\n"):
                throw error("a line break inside a JSON string must be written as \\n",
                            hint: "close the string on its own line, writing \\n where the text breaks")
            case 0x00..<0x20:
                let code = String(byte, radix: 16, uppercase: true)
                throw error("the control character U+\(code.count < 2 ? "0" : "")\(code) must be escaped in a JSON string",
                            hint: byte == 0x09 ? "write it as \\t" : "write it as \\u00\(code.count < 2 ? "0" : "")\(code)")
            default:
                text.append(byte)
                cursor.advance()
            }
        }
    }

    /// One escape after a backslash; a UTF-16 surrogate pair is two escapes.
    private mutating func readEscape(into text: inout [UInt8]) throws {
        let start = cursor.mark
        cursor.advance()
        guard let letter = cursor.peek else { return }
        let simple: UInt8? = switch letter {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        case UInt8(ascii: "/"): UInt8(ascii: "/")
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple {
            text.append(simple)
            cursor.advance()
            return
        }
        guard letter == UInt8(ascii: "u") else {
            throw JSONParser.error(path: path, at: start, "'\\\(Character(Unicode.Scalar(letter)))' is not a JSON escape",
                                   hint: "JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX; write \\\\ for a backslash")
        }
        cursor.advance()
        let unit = try readHexUnit(escapeStart: start)
        var scalar: Unicode.Scalar?
        if (0xD800...0xDBFF).contains(unit) {
            if cursor.peek == UInt8(ascii: "\\"), cursor.index + 1 < cursor.bytes.count,
               cursor.bytes[cursor.index + 1] == UInt8(ascii: "u") {
                let lowStart = cursor.mark
                cursor.advance()
                cursor.advance()
                let low = try readHexUnit(escapeStart: lowStart)
                if (0xDC00...0xDFFF).contains(low) {
                    scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                }
            }
        } else if !(0xDC00...0xDFFF).contains(unit) {
            scalar = Unicode.Scalar(unit)
        }
        guard let scalar else {
            throw JSONParser.error(path: path, at: start, "this \\u escape is half of a UTF-16 surrogate pair",
                                   hint: "write both halves, as in \\ud83d\\ude00, or the character itself")
        }
        text.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    /// The four hex digits after `\u`.
    private mutating func readHexUnit(escapeStart: YAMLNode.Mark) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = cursor.peek, let digit = Self.hexValue(byte) else {
                throw JSONParser.error(path: path, at: escapeStart, "\\u must be followed by four hexadecimal digits",
                                       hint: "write it like \\u00e9")
            }
            value = value << 4 | digit
            cursor.advance()
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A number as written: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    mutating func readNumber() throws -> String {
        let start = cursor.index
        let mark = cursor.mark
        var valid = true
        if cursor.peek == UInt8(ascii: "-") {
            cursor.advance()
            // `-Infinity`, `--`: a word, not a number gone wrong.
            guard let next = cursor.peek, next >= UInt8(ascii: "0"), next <= UInt8(ascii: "9") else {
                let word = readWord(from: start)
                throw JSONParser.error(path: path, at: mark, "'\(word)' is not a JSON value", hint: Self.valueHint)
            }
        }
        if cursor.peek == UInt8(ascii: "0") {
            cursor.advance()
        } else {
            valid = skipDigits() > 0
        }
        if valid, cursor.peek == UInt8(ascii: ".") {
            cursor.advance()
            valid = skipDigits() > 0
        }
        if valid, cursor.peek == UInt8(ascii: "e") || cursor.peek == UInt8(ascii: "E") {
            cursor.advance()
            if cursor.peek == UInt8(ascii: "+") || cursor.peek == UInt8(ascii: "-") { cursor.advance() }
            valid = skipDigits() > 0
        }
        // What follows a number must end it; `01`, `1.`, `0x1f` and `1.2.3` are not JSON numbers.
        let complete = valid && Self.endsToken(cursor.peek)
        let written = readWord(from: start)
        guard complete else {
            throw JSONParser.error(path: path, at: mark, "'\(written)' is not a JSON number",
                                   hint: "write numbers like 12, -3 or 2.5e3, without leading zeros; put text in double quotes")
        }
        return written
    }

    /// `true`, `false` or `null`; any other bare word is refused.
    mutating func readLiteral() throws -> String {
        let start = cursor.index
        let mark = cursor.mark
        let word = readWord(from: start)
        guard word == "true" || word == "false" || word == "null" else {
            let shown = word.isEmpty ? String(decoding: [cursor.peek ?? 0x3F], as: UTF8.self) : word
            throw JSONParser.error(path: path, at: mark, "'\(shown)' is not a JSON value", hint: Self.valueHint)
        }
        return word
    }

    static let valueHint = "put text in double quotes; JSON's other values are numbers, true, false, null, {…} and […]"

    /// The bytes from `start` up to the next delimiter, the cursor moved past them.
    private mutating func readWord(from start: Int) -> String {
        while !Self.endsToken(cursor.peek) { cursor.advance() }
        return String(decoding: UnsafeBufferPointer(rebasing: cursor.bytes[start..<cursor.index]), as: UTF8.self)
    }

    private mutating func skipDigits() -> Int {
        var count = 0
        while let byte = cursor.peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            cursor.advance()
            count += 1
        }
        return count
    }

    /// Whitespace, punctuation and the end close a bare token.
    private static func endsToken(_ byte: UInt8?) -> Bool {
        guard let byte else { return true }
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
             UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "\""):
            return true
        default:
            return false
        }
    }
}
