/// One line of a Markdown source with its 1-based number, and whether it lies
/// inside a fenced code block (where nothing is a heading or a definition).
struct MarkdownLine: Sendable, Equatable {
    var number: Int
    var text: String
    var inCode = false

    var isBlank: Bool { text.allSatisfy { $0 == " " || $0 == "\t" } }

    /// Leading spaces (a tab counts as up to the next multiple of four).
    var indent: Int {
        var width = 0
        for c in text {
            if c == " " { width += 1 } else if c == "\t" { width += 4 - width % 4 } else { break }
        }
        return width
    }

    /// Splits `text` (line endings already `\n`) and marks fenced code blocks.
    static func split(_ text: String) -> [MarkdownLine] {
        var lines: [MarkdownLine] = []
        var fence: (char: Character, length: Int)?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = MarkdownLine(number: index + 1, text: String(raw))
            let trimmed = raw.drop { $0 == " " }
            let run = trimmed.prefix { $0 == "`" || $0 == "~" }
            let opensFence = line.indent < 4 && run.count >= 3 && Set(run).count == 1
            if let open = fence {
                line.inCode = true
                if opensFence, run.first == open.char, run.count >= open.length,
                   trimmed.dropFirst(run.count).allSatisfy({ $0 == " " || $0 == "\t" }) {
                    fence = nil
                }
            } else if opensFence, let char = run.first, !(char == "`" && trimmed.dropFirst(run.count).contains("`")) {
                fence = (char, run.count)
                line.inCode = true
            }
            lines.append(line)
        }
        if lines.last?.text.isEmpty == true { lines.removeLast() }
        return lines
    }
}
