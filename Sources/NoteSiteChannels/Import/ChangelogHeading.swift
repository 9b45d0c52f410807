import Foundation

/// A level-2 heading of a Keep a Changelog file, taken apart:
/// `[1.2.0] - 2026-03-18`, `1.2.0 - …`, `[v1.2.0](url) - … [YANKED]`, `[Unreleased]`.
struct ChangelogHeading: Sendable, Equatable {
    /// The version as written, without brackets or link.
    var versionText: String
    /// The bracketed label, which link reference definitions may name.
    var label: String?
    /// The date text that follows the version, if any.
    var dateText: String?
    var isYanked = false
    /// Words after the date (`- Codename`), kept as the version's title.
    var rest: String?

    var isUnreleased: Bool { versionText.lowercased() == "unreleased" }

    init(_ text: String) {
        var text = Substring(text.trimmingCharacters(in: .whitespaces))
        if let range = text.range(of: "[yanked]", options: .caseInsensitive) {
            isYanked = true
            text = Substring((text[..<range.lowerBound] + text[range.upperBound...]).trimmingCharacters(in: .whitespaces))
        }
        if text.first == "[", let close = text.firstIndex(of: "]") {
            let inside = text[text.index(after: text.startIndex)..<close]
            versionText = inside.trimmingCharacters(in: .whitespaces)
            label = versionText
            text = text[text.index(after: close)...]
            // `[1.2.0](url)` or `[1.2.0][ref]`: the link target is not part of the heading's text.
            if text.first == "(", let end = text.firstIndex(of: ")") {
                text = text[text.index(after: end)...]
            } else if text.first == "[", let end = text.firstIndex(of: "]") {
                text = text[text.index(after: end)...]
            }
        } else {
            let end = text.firstIndex { $0 == " " || $0 == "\t" || $0 == "(" } ?? text.endIndex
            versionText = String(text[..<end])
            text = text[end...]
        }
        var rest = text.trimmingCharacters(in: .whitespaces)
        rest = Self.dropSeparator(rest)
        if let (date, after) = Self.leadingDate(rest) {
            dateText = date
            rest = Self.dropSeparator(after)
        }
        self.rest = rest.isEmpty ? nil : rest
    }

    /// `- `, `– `, `— `, `: ` or `/ ` between the parts.
    private static func dropSeparator(_ text: String) -> String {
        var s = Substring(text)
        while let first = s.first, "-–—:/,".contains(first) { s = s.dropFirst() }
        return s.trimmingCharacters(in: .whitespaces)
    }

    /// A `YYYY-MM-DD`-shaped date at the start, in parentheses or not.
    private static func leadingDate(_ text: String) -> (String, String)? {
        var s = Substring(text)
        let parenthesised = s.first == "("
        if parenthesised { s = s.dropFirst() }
        let candidate = s.prefix(10)
        guard candidate.count == 10, candidate.enumerated().allSatisfy({ i, c in
            i == 4 || i == 7 ? c == "-" : c.isASCII && c.isNumber
        }) else { return nil }
        s = s.dropFirst(10)
        if parenthesised {
            guard s.first == ")" else { return nil }
            s = s.dropFirst()
        }
        return (String(candidate), s.trimmingCharacters(in: .whitespaces))
    }
}
