/// A version file split into its YAML front matter and its Markdown body.
///
/// Front matter is the block between a first line `---` and the next line
/// that is exactly `---` (trailing spaces allowed).
public struct FrontMatter: Hashable, Sendable {
    /// The YAML between the fences, without them; `nil` when the file has no front matter.
    public var yaml: String?
    /// The file line on which `yaml` starts, for located decoding errors.
    public var yamlFirstLine: Int
    /// Everything after the closing fence (the whole text without front matter).
    public var body: String
    /// The file line on which `body` starts.
    public var bodyFirstLine: Int

    /// Splits `text`; throws when an opening fence is never closed.
    public init(splitting text: String, path: String) throws {
        var text = text
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        text = SourceText.normalizingNewlines(text)

        let utf8 = text.utf8
        guard let openingEnd = Self.fenceEnd(in: utf8, from: utf8.startIndex) else {
            self.init(yaml: nil, yamlFirstLine: 1, body: text, bodyFirstLine: 1)
            return
        }
        var lineStart = openingEnd
        var line = 2
        while lineStart < utf8.endIndex {
            if let closingEnd = Self.fenceEnd(in: utf8, from: lineStart) {
                self.init(yaml: String(text[openingEnd..<lineStart]), yamlFirstLine: 2,
                          body: String(text[closingEnd...]), bodyFirstLine: line + 1)
                return
            }
            lineStart = Self.nextLine(in: utf8, from: lineStart)
            line += 1
        }
        throw YAMLError(path: path, line: 1, column: 1, reason: .unclosedFrontMatter)
    }

    private init(yaml: String?, yamlFirstLine: Int, body: String, bodyFirstLine: Int) {
        self.yaml = yaml
        self.yamlFirstLine = yamlFirstLine
        self.body = body
        self.bodyFirstLine = bodyFirstLine
    }

    /// Where the line after a fence line at `start` begins, if that line is `---` plus trailing blanks.
    private static func fenceEnd(in utf8: String.UTF8View, from start: String.Index) -> String.Index? {
        var index = start
        for _ in 0..<3 {
            guard index < utf8.endIndex, utf8[index] == UInt8(ascii: "-") else { return nil }
            index = utf8.index(after: index)
        }
        while index < utf8.endIndex {
            switch utf8[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"): index = utf8.index(after: index)
            case UInt8(ascii: "\n"): return utf8.index(after: index)
            default: return nil
            }
        }
        return index
    }

    private static func nextLine(in utf8: String.UTF8View, from start: String.Index) -> String.Index {
        guard let newline = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) else { return utf8.endIndex }
        return utf8.index(after: newline)
    }
}
