/// Writes strings as YAML scalars that read back as exactly the same string:
/// plain when nothing in them could be read as YAML syntax, a literal block
/// for readable multi-line text, double-quoted otherwise.
package enum YAMLScalarText {
    /// `text` as a value after `key: ` or `- `, continuing lines at `indent` spaces.
    package static func value(_ text: String, indent: Int) -> String {
        if isPlainSafe(text) { return text }
        if text.contains("\n"), isLiteralSafe(text) {
            let pad = String(repeating: " ", count: indent)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return "|-\n" + lines.map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
        }
        return quoted(text)
    }

    /// Words that YAML 1.1 reads as booleans or null.
    private static let reserved: Set<String> = ["y", "n", "yes", "no", "true", "false", "on", "off", "null", "~"]

    /// Starts with a letter, holds no `: `, ` #`, line break or control
    /// character, and is no reserved word: read back as the same string.
    private static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCIILetter,
              let last = text.unicodeScalars.last, last != " ", last != ":",
              !reserved.contains(text.lowercased()),
              !text.contains(": "), !text.contains(" #")
        else { return false }
        return text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F && !isLineBreak($0) }
    }

    /// Lines without trailing spaces, tabs or control characters, the first
    /// that is not empty not indented (YAML takes the block's indent from
    /// it): a `|-` block gives them back unchanged.
    private static func isLiteralSafe(_ text: String) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first(where: { !$0.isEmpty }), first.first != " ", !text.hasSuffix("\n") else { return false }
        for line in lines {
            if line.last == " " { return false }
            for scalar in line.unicodeScalars where scalar.value < 0x20 || scalar.value == 0x7F || isLineBreak(scalar) {
                return false
            }
        }
        return true
    }

    /// A double-quoted scalar with `"`, `\` and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || isLineBreak(scalar) {
                    result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// NEL, LS and PS, which YAML also treats as line breaks.
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
