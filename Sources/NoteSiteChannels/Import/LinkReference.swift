import Foundation

/// A Markdown link reference definition, `[label]: destination "title"`.
struct LinkReference: Sendable, Equatable {
    var label: String
    var destination: String
    /// The title with its quotes, as written; empty when none.
    var title: String
    var line: Int
    /// The definition as written, carried into the bodies that use it.
    var text: String

    /// The label as CommonMark matches it: case-folded, inner spaces collapsed.
    static func normalize(_ label: some StringProtocol) -> String {
        label.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ").lowercased()
    }

    /// The definition on `line`, if the line is one: at most three spaces of
    /// indent, a bracketed label, a colon and a destination.
    static func parse(_ line: MarkdownLine) -> LinkReference? {
        guard !line.inCode, line.indent < 4 else { return nil }
        let text = line.text.drop { $0 == " " }
        guard text.first == "[", let close = text.firstIndex(of: "]"),
              text.index(after: close) < text.endIndex, text[text.index(after: close)] == ":" else { return nil }
        let label = text[text.index(after: text.startIndex)..<close]
        guard !label.trimmingCharacters(in: .whitespaces).isEmpty, !label.contains("[") else { return nil }
        let rest = text[text.index(close, offsetBy: 2)...].trimmingCharacters(in: .whitespaces)
        guard !rest.isEmpty else { return nil }
        var destination: Substring
        var after: Substring
        if rest.first == "<", let end = rest.firstIndex(of: ">") {
            destination = rest[rest.startIndex...end]
            after = rest[rest.index(after: end)...]
        } else {
            let end = rest.firstIndex { $0 == " " || $0 == "\t" } ?? rest.endIndex
            destination = rest[..<end]
            after = rest[end...]
        }
        let title = after.trimmingCharacters(in: .whitespaces)
        if !title.isEmpty {
            guard let open = title.first, let close = title.last, title.count >= 2,
                  (open == "\"" && close == "\"") || (open == "'" && close == "'") || (open == "(" && close == ")")
            else { return nil }
        }
        return LinkReference(label: normalize(label), destination: String(destination), title: title,
                             line: line.number, text: String(line.text))
    }

    /// The inline form `(destination "title")` that replaces a reference.
    var inlineTarget: String {
        title.isEmpty ? "(\(destination))" : "(\(destination) \(title))"
    }
}
