/// A key written deeper than the key on the line above it, which YAML reads
/// as more of that key's value:
///
/// ```yaml
/// title: Foo
///   subtitle: Bar     # "Foo subtitle" and then a ':' that cannot be there
/// ```
///
/// libyaml says "mapping values are not allowed here" (or, after a quoted
/// value, "did not find expected key"), whose usual fix, quoting the value,
/// is wrong for this line: it must be aligned instead.
struct OverIndentedKey {
    /// The key on the over-indented line and its 0-based character column.
    var name: String
    var column: Int
    /// The key above it, whose value the line continues, and its 0-based column.
    var previousName: String
    var previousColumn: Int

    /// Recognises the case from the 0-based position of the ':' that libyaml
    /// stopped at; nil when the line is something else, such as a value that
    /// holds ': ' (`title: Faster: sync`), which quoting does fix.
    init?(in text: String, colonLine: Int, colonColumn: Int) {
        let lines = Self.lines(of: text)
        guard colonLine > 0, colonLine < lines.count else { return nil }
        self.init(lines: lines, line: colonLine, colon: colonColumn)
    }

    /// The same from the 0-based position of the key itself, where libyaml
    /// stops when the value above is quoted.
    init?(in text: String, keyLine: Int, keyColumn: Int) {
        let lines = Self.lines(of: text)
        guard keyLine > 0, keyLine < lines.count, lines[keyLine].prefix(while: { $0 == " " }).count == keyColumn,
              let colon = lines[keyLine].indices.first(where: { $0 > keyColumn && lines[keyLine][$0] == ":" }) else { return nil }
        self.init(lines: lines, line: keyLine, colon: colon)
    }

    /// Columns count Unicode scalars, as libyaml's do.
    private static func lines(of text: String) -> [[Unicode.Scalar]] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            Array($0.last == "\r" ? $0.dropLast() : $0)
        }
    }

    private init?(lines: [[Unicode.Scalar]], line colonLine: Int, colon colonColumn: Int) {
        let line = lines[colonLine]
        let indent = line.prefix { $0 == " " }.count
        guard colonColumn > indent, colonColumn < line.count, line[colonColumn] == ":" else { return nil }
        let key = String(String.UnicodeScalarView(line[indent..<colonColumn]))
        guard Self.isPlainKey(key) else { return nil }
        // The nearest line above with content, skipping blank lines and comments.
        var above = colonLine - 1
        while above >= 0, Self.isBlankOrComment(lines[above]) { above -= 1 }
        guard above >= 0, let previous = Self.keyWithValue(in: lines[above]), previous.column < indent else { return nil }
        self.name = key
        self.column = indent
        self.previousName = previous.name
        self.previousColumn = previous.column
    }

    /// A key as people write them in notesite's files: no spaces, quotes or flow brackets.
    private static func isPlainKey(_ key: String) -> Bool {
        let scalars = key.unicodeScalars
        guard let first = scalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return scalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || "_-.".unicodeScalars.contains($0) }
    }

    private static func isBlankOrComment(_ line: [Unicode.Scalar]) -> Bool {
        let content = line.drop { $0 == " " }
        return content.isEmpty || content.first == "#"
    }

    /// `key: value` (after any `- ` list markers): the key and its column,
    /// when a plain value follows on the same line.
    private static func keyWithValue(in line: [Unicode.Scalar]) -> (name: String, column: Int)? {
        var start = line.prefix { $0 == " " }.count
        while start + 1 < line.count, line[start] == "-", line[start + 1] == " " {
            start += 2
            while start < line.count, line[start] == " " { start += 1 }
        }
        guard let colon = (start..<line.count).first(where: { line[$0] == ":" && $0 + 1 < line.count && line[$0 + 1] == " " })
        else { return nil }
        let name = String(String.UnicodeScalarView(line[start..<colon]))
        let value = line[(colon + 1)...].drop { $0 == " " }
        guard isPlainKey(name), let first = value.first, first != "#", first != "|", first != ">" else { return nil }
        return (name, start)
    }
}
