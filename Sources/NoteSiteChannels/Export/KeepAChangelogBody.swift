import NoteSiteSourceData
/// How a version's body reaches `CHANGELOG.md` (docs/channels.md). Keep a
/// Changelog (and `kacl-cli verify`) allows nothing under a version but the
/// six `###` lists, so a version that has `changes` is written with them
/// alone (its body stays on the site, where its heading links), and a
/// version with only a body gets it as the items of `### Changed`: the
/// body's own items when it is one bullet list, else one item that holds
/// the body, its headings made bold lines so that none sits inside a list
/// item or can start a version or section.
enum KeepAChangelogBody {
    /// The marker of the items that earlier exports carried a body in; an
    /// HTML comment, so renderers show nothing of it.
    static let marker = "<!-- notesite:body -->"

    /// The `### Changed` items that stand for `body`; empty for a body with no text.
    static func items(of body: String) -> [String] {
        var lines = MarkdownLine.split(SourceText.normalizingNewlines(body))
        while lines.first?.isBlank == true { lines.removeFirst() }
        while lines.last?.isBlank == true { lines.removeLast() }
        guard !lines.isEmpty else { return [] }
        if let items = ChangeListParser.items(in: lines), !items.isEmpty {
            return items.map(NotesMarkdown.listItem)
        }
        let kinds = MarkdownBlockKind.classify(lines)
        var text: [String] = []
        for (line, kind) in zip(lines, kinds) {
            switch kind {
            case .heading(_, let heading, _): text.append("**\(heading)**")
            case .underline: continue
            default: text.append(line.text)
            }
        }
        return [NotesMarkdown.listItem(text.joined(separator: "\n"))]
    }

    /// The body an item of an earlier export carries, or nil when the item
    /// is an ordinary change. `item` is the item's text with its indent
    /// removed, as the change list parser gives it.
    static func body(in item: String) -> String? {
        guard item == marker || item.hasPrefix(marker + "\n") else { return nil }
        return String(item.dropFirst(marker.count)).trimmingCharacters(in: .newlines)
    }
}
