import Foundation

/// What a line of a changelog is, for splitting it into versions and sections.
enum MarkdownBlockKind: Sendable, Equatable {
    case text
    case definition(LinkReference)
    /// An ATX or setext heading: its level, text and the column the text starts at.
    case heading(level: Int, text: String, column: Int)
    /// The `===` or `---` line under a setext heading.
    case underline

    /// Classifies every line; setext headings need the line after.
    static func classify(_ lines: [MarkdownLine]) -> [MarkdownBlockKind] {
        var kinds = [MarkdownBlockKind](repeating: .text, count: lines.count)
        for (i, line) in lines.enumerated() where !line.inCode {
            if let definition = LinkReference.parse(line) {
                kinds[i] = .definition(definition)
            } else if let (level, text, column) = atxHeading(line.text) {
                kinds[i] = .heading(level: level, text: text, column: column)
            }
        }
        for i in lines.indices.dropLast() where kinds[i] == .text && kinds[i + 1] == .text {
            let line = lines[i]
            guard !line.inCode, !line.isBlank, line.indent < 4, !startsBullet(line.text),
                  i == 0 || lines[i - 1].isBlank || isHeading(kinds[i - 1]),
                  let level = underlineLevel(lines[i + 1]) else { continue }
            kinds[i] = .heading(level: level, text: line.text.trimmingCharacters(in: .whitespaces), column: line.indent + 1)
            kinds[i + 1] = .underline
        }
        return kinds
    }

    private static func isHeading(_ kind: MarkdownBlockKind) -> Bool {
        if case .heading = kind { return true }
        return kind == .underline
    }

    /// `## Text ##` as (2, "Text", column of Text).
    private static func atxHeading(_ text: String) -> (Int, String, Int)? {
        let chars = Array(text)
        var i = 0
        while i < chars.count, chars[i] == " " { i += 1 }
        guard i < 4 else { return nil }
        var level = 0
        while i < chars.count, chars[i] == "#" { level += 1; i += 1 }
        guard (1...6).contains(level), i == chars.count || chars[i] == " " || chars[i] == "\t" else { return nil }
        while i < chars.count, chars[i] == " " || chars[i] == "\t" { i += 1 }
        var content = String(chars[i...]).trimmingCharacters(in: .whitespaces)
        // A closing run of `#` preceded by a space is not part of the text.
        let withoutHashes = content.reversed().drop { $0 == "#" }
        if withoutHashes.count < content.count, withoutHashes.first == " " || withoutHashes.isEmpty {
            content = String(withoutHashes.reversed()).trimmingCharacters(in: .whitespaces)
        }
        return (level, content, i + 1)
    }

    private static func underlineLevel(_ line: MarkdownLine) -> Int? {
        guard !line.inCode, line.indent < 4 else { return nil }
        let trimmed = line.text.trimmingCharacters(in: .whitespaces)
        guard let first = trimmed.first, first == "=" || first == "-", trimmed.allSatisfy({ $0 == first }) else { return nil }
        return first == "=" ? 1 : 2
    }

    private static func startsBullet(_ text: String) -> Bool {
        let trimmed = text.drop { $0 == " " }
        guard let first = trimmed.first, "-*+".contains(first) else { return false }
        let next = trimmed.dropFirst().first
        return next == nil || next == " " || next == "\t"
    }
}
