import NoteSiteMarkdown
import NoteSiteContent
/// The plain text the stores show under "What's New" (docs/channels.md):
/// each feature as "• Title: subtitle", then the rows of list pages alike,
/// then each change as "• text" (a nested list as indented bullets), then
/// the body without its Markdown. Image and video pages are left out: their
/// texts caption a picture that a store text cannot show.
struct StoreText: Sendable {
    let markdown: MarkdownRenderer

    func text(of release: Release) -> String {
        var blocks: [String] = []
        if !release.features.isEmpty {
            blocks.append(release.features.map { feature in
                "• " + feature.title.text + (feature.subtitle.map { ": " + $0.text } ?? "")
            }.joined(separator: "\n"))
        }
        let pages = Self.pageTexts(release.pages)
        if !pages.isEmpty {
            blocks.append(pages.map { "• " + $0.title + ($0.description.map { ": " + $0 } ?? "") }.joined(separator: "\n"))
        }
        let changes = release.changes.flatMap(\.items)
        if !changes.isEmpty { blocks.append(changes.map(itemText).joined(separator: "\n")) }
        let body = plainText(ofBody: release.bodyMarkdown)
        if !body.isEmpty { blocks.append(body) }
        return blocks.joined(separator: "\n\n")
    }

    /// At least the length of `text(of:)`, without making it: the plain text
    /// of a body never holds more scalars than its Markdown, since making it
    /// only drops or shortens markup.
    func lengthBound(of release: Release) -> Int {
        var bound = 0
        for feature in release.features {
            bound += 2 + Self.length(feature.title.text) + (feature.subtitle.map { 2 + Self.length($0.text) } ?? 0) + 1
        }
        for page in Self.pageTexts(release.pages) {
            bound += 2 + Self.length(page.title) + (page.description.map { 2 + Self.length($0) } ?? 0) + 1
        }
        for list in release.changes {
            for item in list.items {
                // A nested list adds two spaces of indent per line to at most its Markdown's length.
                let lines = item.markdown.utf8.count { $0 == UInt8(ascii: "\n") } + 1
                bound += 2 + Self.length(item.text) + Self.length(item.markdown) + 3 * lines + 1
            }
        }
        return bound + Self.length(release.bodyMarkdown) + 4
    }

    /// The rows of the sheet's list pages, in order.
    static func pageTexts(_ pages: [SheetPage]) -> [(title: String, description: String?)] {
        pages.flatMap { page -> [(title: String, description: String?)] in
            guard case .list(_, let rows) = page else { return [] }
            return rows.map { ($0.title.text, $0.subtitle?.text) }
        }
    }

    /// "• text"; an item's nested list follows as bullets indented under it.
    func itemText(_ item: InlineText) -> String {
        let lines = item.markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let nested = lines.indices.dropFirst().first(where: { ChangeListParser.startsItem(lines[$0]) }) else {
            return "• " + item.text
        }
        let head = markdown.plainText(inline: lines[..<nested].joined(separator: "\n"))
        let rest = plainText(ofBody: lines[nested...].joined(separator: "\n"))
        return (["• " + head] + rest.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 })
            .joined(separator: "\n")
    }

    /// The store's count: Unicode scalar values, so that an accented letter
    /// or an emoji counts as the stores count it.
    static func length(_ text: String) -> Int { text.unicodeScalars.count }

    /// Line by line: heading marks dropped, bullets as "•", inline Markdown
    /// reduced to its text (references resolved first), code kept as written,
    /// definitions dropped, runs of blank lines made one.
    func plainText(ofBody body: String) -> String {
        let lines = MarkdownLine.split(body)
        var definitions: [String: LinkReference] = [:]
        for line in lines { if let d = LinkReference.parse(line), definitions[d.label] == nil { definitions[d.label] = d } }
        var output: [String] = []
        for line in lines {
            if line.inCode {
                let fence = line.text.drop { $0 == " " }
                if !(fence.hasPrefix("```") || fence.hasPrefix("~~~")) { output.append(line.text) }
                continue
            }
            if LinkReference.parse(line) != nil { continue }
            var text = Substring(line.text.trimmingCharacters(in: .whitespaces))
            if text.isEmpty {
                if output.last?.isEmpty == false { output.append("") }
                continue
            }
            var prefix = String(repeating: " ", count: min(line.indent, 8) / 2 * 2)
            if text.hasPrefix("#") {
                text = text.drop { $0 == "#" }
            } else if let first = text.first, "-*+".contains(first), text.dropFirst().first == " " {
                prefix += "• "
                text = text.dropFirst(2)
            } else if text.allSatisfy({ "=-*_ ".contains($0) }) {
                continue
            }
            let inline = ReferenceUse.inlining(String(text), definitions: definitions)
            output.append(prefix + markdown.plainText(inline: inline))
        }
        while output.last?.isEmpty == true { output.removeLast() }
        return output.joined(separator: "\n")
    }
}
