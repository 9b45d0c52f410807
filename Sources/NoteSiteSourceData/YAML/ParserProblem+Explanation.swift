extension ParserProblem {
    /// The problem as a located error in plain words.
    func error(path: String, firstLine: Int, source: UnsafeBufferPointer<UInt8>) -> YAMLError {
        let text = String(decoding: source, as: UTF8.self)
        var line = problemLine
        var column = problemColumn
        if stage == .reader {
            (line, column) = Self.position(ofByte: offset, in: source)
        }
        let explained = explanation(in: text, line: line, column: column, firstLine: firstLine)
        let end = Self.position(ofByte: source.count, in: source)
        let at = Self.clamped(explained.position ?? (explained.atContext ? (contextLine, contextColumn) : (line, column)), to: end)
        return YAMLError(path: path, line: firstLine + at.0, column: at.1 + 1,
                         reason: .syntax(message: explained.message, hint: explained.hint))
    }

    private struct Explanation {
        var message: String
        var hint: String?
        /// Report where the construct began (an opening quote) rather than where libyaml gave up.
        var atContext = false
        /// Report this 0-based line and column instead, when the explanation found a better place.
        var position: (Int, Int)?
    }

    private func explanation(in text: String, line: Int, column: Int, firstLine: Int) -> Explanation {
        let openedAt = firstLine + contextLine
        let found = Self.character(in: text, line: line, column: column)
        switch problem {
        case _ where problem.contains("tab character") || (problem.hasPrefix("found character that cannot start") && found == "\t"):
            return Explanation(message: "found a tab character where indentation is expected",
                               hint: "indent with spaces, not tabs")
        case "found character that cannot start any token":
            let shown = found.map { "'\($0)'" } ?? "this character"
            return Explanation(message: "\(shown) cannot start a plain value", hint: "quote the value")
        case "found unexpected end of stream" where context.contains("quoted scalar"):
            return Explanation(message: "a quoted string is never closed",
                               hint: "add the closing quote at the end of the value", atContext: true)
        case "mapping values are not allowed in this context":
            if let key = OverIndentedKey(in: text, colonLine: line, colonColumn: column) {
                return Explanation(message: "'\(key.name)' is indented more than '\(key.previousName)' above it",
                                   hint: "align '\(key.name)' with '\(key.previousName)' (column \(key.previousColumn + 1))",
                                   position: (line, key.column))
            }
            return Explanation(message: "mapping values are not allowed here",
                               hint: "a ': ' inside a plain value starts a new key; quote the value")
        case "block sequence entries are not allowed in this context":
            return Explanation(message: "a list item ('- ') is not allowed here",
                               hint: "start the list on the next line, indented below its key")
        case "did not find expected key":
            // After a quoted value libyaml stops at the deeper key itself.
            if let key = OverIndentedKey(in: text, keyLine: line, keyColumn: column) {
                return Explanation(message: "'\(key.name)' is indented more than '\(key.previousName)' above it",
                                   hint: "align '\(key.name)' with '\(key.previousName)' (column \(key.previousColumn + 1))",
                                   position: (line, key.column))
            }
            return Explanation(message: "expected a key at this indentation",
                               hint: "indent the keys of one mapping by the same number of spaces, and quote values that contain quotes")
        case "did not find expected '-' indicator":
            return Explanation(message: "expected a list item ('- ') at this indentation",
                               hint: "indent the items of one list by the same number of spaces")
        case "did not find expected ',' or ']'":
            return Explanation(message: "expected ',' or ']' in the list opened at line \(openedAt)",
                               hint: "separate items with commas and close the list with ']'")
        case "did not find expected ',' or '}'":
            return Explanation(message: "expected ',' or '}' in the mapping opened at line \(openedAt)",
                               hint: "separate entries with commas and close the mapping with '}'")
        case "found unknown escape character":
            let escape = Self.character(in: text, line: line, column: column + 1).map { "'\\\($0)'" } ?? "escape"
            return Explanation(message: "unknown escape \(escape) in a double-quoted string",
                               hint: "write '\\\\' for a backslash, or use single quotes")
        case "found invalid Unicode character escape code":
            return Explanation(message: "invalid Unicode escape in a double-quoted string",
                               hint: "write \\u with the four hex digits of a character, or the character itself")
        case "did not find expected node content":
            return Explanation(message: "a value is missing here", hint: "write a value, or remove the extra ','")
        case "did not find expected <document start>":
            return Explanation(message: "unexpected text after the end of the document",
                               hint: "check that every '[' and '{' is closed exactly once")
        case "found undefined tag handle":
            return Explanation(message: "tags ('!!str', '!name') are not supported",
                               hint: "remove the tag; quote a value to keep it as text")
        case "control characters are not allowed":
            let code = found.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
            return Explanation(message: "control character \(code ?? "") is not allowed",
                               hint: "remove it, or write it as an escape in a double-quoted string")
        default:
            let words = context.isEmpty ? problem : "\(problem) \(context)"
            return Explanation(message: words, hint: nil)
        }
    }

    /// The character at a 0-based line and character column; libyaml counts a CR LF pair as one break.
    static func character(in text: String, line: Int, column: Int) -> Unicode.Scalar? {
        var currentLine = 0
        var currentColumn = 0
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n", previous == "\r" { continue }
            if currentLine == line, currentColumn == column { return scalar }
            if scalar == "\n" || scalar == "\r" {
                currentLine += 1
                currentColumn = 0
                if currentLine > line { return nil }
            } else {
                currentColumn += 1
            }
        }
        return nil
    }

    /// `position`, or `end` (the text's end) when it lies on a later line: at
    /// the end of a text without a final line break libyaml moves on to a line
    /// that the file does not have.
    static func clamped(_ position: (Int, Int), to end: (Int, Int)) -> (Int, Int) {
        position.0 > end.0 ? end : position
    }

    /// The 0-based line and character column of a byte offset.
    static func position(ofByte offset: Int, in source: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        var line = 0
        var column = 0
        var index = 0
        while index < min(offset, source.count) {
            let byte = source[index]
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D, index + 1 < source.count, source[index + 1] == 0x0A { index += 1 }
                line += 1
                column = 0
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
