/// Reads the lines under a `### Added` (or other type) heading as a bullet
/// list: one item per top-level bullet, its further lines (wrapped text,
/// nested bullets, code) kept verbatim with the item's indent removed.
enum ChangeListParser {
    /// The items, or nil when the lines hold anything besides one bullet list.
    static func items(in lines: [MarkdownLine]) -> [String]? {
        guard let (items, rest) = leadingItems(in: lines), rest.allSatisfy(\.isBlank) else { return nil }
        return items
    }

    /// The items of the bullet list the lines start with, and the lines after
    /// it (a screenshot, a paragraph, code); nil when they do not start with one.
    static func leadingItems(in lines: [MarkdownLine]) -> (items: [String], rest: [MarkdownLine])? {
        var items: [[String]] = []
        var contentColumn = 0
        var markerIndent: Int?
        var previousBlank = false
        // Whether the fenced code block the line is in belongs to the current item.
        var fenceInItem = false
        var previousInCode = false
        var end = lines.endIndex
        for (index, line) in zip(lines.indices, lines) {
            defer { previousInCode = line.inCode }
            if line.inCode && !previousInCode { fenceInItem = !items.isEmpty && line.indent >= contentColumn }
            if line.isBlank {
                if !items.isEmpty { items[items.count - 1].append("") }
                previousBlank = true
                continue
            }
            if !line.inCode, let (indent, column, first) = bullet(line.text), indent <= (markerIndent ?? 3),
               markerIndent == nil || indent >= (markerIndent ?? 0) {
                markerIndent = markerIndent ?? indent
                contentColumn = column
                items.append([first])
            } else if line.inCode {
                guard fenceInItem else {
                    end = index
                    break
                }
                items[items.count - 1].append(dropIndent(line.text, contentColumn))
            } else if !items.isEmpty, line.indent >= contentColumn {
                items[items.count - 1].append(dropIndent(line.text, contentColumn))
            } else if !items.isEmpty, !previousBlank, !previousInCode {
                // A lazy continuation line of the item's paragraph.
                items[items.count - 1].append(line.text.trimmingCharacters(in: .whitespaces))
            } else {
                end = index
                break
            }
            previousBlank = false
        }
        if items.isEmpty, lines.contains(where: { !$0.isBlank }) { return nil }
        let texts = items.map { lines in
            var lines = lines
            while lines.last?.isEmpty == true { lines.removeLast() }
            return lines.joined(separator: "\n")
        }.filter { !$0.isEmpty }
        return (texts, Array(lines[end...]))
    }

    /// Whether the line starts a `-`, `*` or `+` bullet item.
    static func startsItem(_ text: String) -> Bool { bullet(text) != nil }

    /// `(marker indent, content column, first line's text)` of a `-`, `*` or `+` bullet.
    private static func bullet(_ text: String) -> (Int, Int, String)? {
        let chars = Array(text)
        var i = 0
        while i < chars.count, chars[i] == " " { i += 1 }
        guard i < 4, i < chars.count, "-*+".contains(chars[i]) else { return nil }
        let indent = i
        i += 1
        if i == chars.count { return (indent, indent + 2, "") }
        guard chars[i] == " " || chars[i] == "\t" else { return nil }
        var spaces = 0
        while i < chars.count, chars[i] == " ", spaces < 4 { i += 1; spaces += 1 }
        // `-  ` followed by five or more spaces starts indented code: content starts one space in.
        if spaces >= 4 || i == chars.count { return (indent, indent + 2, String(chars[(indent + 2)...])) }
        return (indent, i, String(chars[i...]))
    }

    private static func dropIndent(_ text: String, _ count: Int) -> String {
        var removed = 0
        var index = text.startIndex
        while index < text.endIndex, removed < count, text[index] == " " {
            removed += 1
            index = text.index(after: index)
        }
        return String(text[index...])
    }
}
