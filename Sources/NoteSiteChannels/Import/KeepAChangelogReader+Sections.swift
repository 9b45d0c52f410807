import Foundation

extension KeepAChangelogReader {
    /// Sorts a version's lines: `###` sections of the six types into
    /// `changes`, everything else, in order, into the body, followed by the
    /// body an exported file carries in a marked item (`KeepAChangelogBody`).
    func fill(_ version: inout ImportedVersion, from section: Section, into result: inout ImportResult) {
        var bodyBlocks: [[MarkdownLine]] = [[]]
        var current: (type: String, heading: MarkdownLine, lines: [MarkdownLine])?
        var carried: [String] = []
        func close(_ result: inout ImportResult) {
            guard let open = current else { return }
            current = nil
            guard case (var items, let rest)? = ChangeListParser.leadingItems(in: open.lines) else {
                result.note(path, line: open.heading.number,
                            "kept \"\(open.heading.text.trimmingCharacters(in: .whitespaces))\" in the body: it does not start with a bullet list")
                bodyBlocks.append([open.heading] + open.lines)
                return
            }
            if let first = rest.first(where: { !$0.isBlank }) {
                // The list stays the version's changes; what follows it (a screenshot, a note) joins the body.
                result.note(path, line: first.number,
                            "kept the text after the list of \"\(open.heading.text.trimmingCharacters(in: .whitespaces))\" in the body")
                bodyBlocks.append(rest)
            }
            // The body that `export keepachangelog` carries in a marked item goes back to the body.
            carried += items.compactMap(KeepAChangelogBody.body(in:)).filter { !$0.isEmpty }
            let hadItems = !items.isEmpty
            items.removeAll { KeepAChangelogBody.body(in: $0) != nil }
            if items.isEmpty {
                if hadItems { return }
                result.note(path, line: open.heading.number, "skipped: \"\(open.heading.text)\" has no items")
                return
            }
            version.changes[open.type, default: []] += items
        }
        for line in section.lines {
            if let type = changeType(line) {
                close(&result)
                current = (type, line, [])
                continue
            }
            if isLevel3Heading(line) {
                close(&result)
                bodyBlocks.append([line])
                continue
            }
            if current != nil { current?.lines.append(line) } else { bodyBlocks[bodyBlocks.count - 1].append(line) }
        }
        close(&result)
        let texts = bodyBlocks.map(Self.trimmedText).filter { !$0.isEmpty } + carried
        version.body = texts.joined(separator: "\n\n")
    }

    /// The change type a `### Added` line opens, if any.
    private func changeType(_ line: MarkdownLine) -> String? {
        guard isLevel3Heading(line) else { return nil }
        let title = Self.typeName(String(line.text.drop { $0 == " " }.dropFirst(3)))
        return ImportedVersion.changeTypes.contains(title) ? title : nil
    }

    private func isLevel3Heading(_ line: MarkdownLine) -> Bool {
        guard !line.inCode, line.indent < 4 else { return false }
        let text = line.text.drop { $0 == " " }
        return text.hasPrefix("###") && (text.count == 3 || text.dropFirst(3).first == " " || text.dropFirst(3).first == "\t")
    }

    /// The lines' text without blank lines at either end.
    private static func trimmedText(_ lines: [MarkdownLine]) -> String {
        var slice = lines[...]
        while slice.first?.isBlank == true { slice = slice.dropFirst() }
        while slice.last?.isBlank == true { slice = slice.dropLast() }
        return slice.map(\.text).joined(separator: "\n")
    }

    /// Writes references inline in change items (each is rendered alone) and
    /// appends the definitions a body uses to it; returns the labels used.
    func carryReferences(into version: inout ImportedVersion, definitions: [String: LinkReference],
                         result: inout ImportResult) -> Set<String> {
        guard !definitions.isEmpty else { return [] }
        var used: Set<String> = []
        var inlined: Set<String> = []
        for type in ImportedVersion.changeTypes {
            guard let items = version.changes[type] else { continue }
            version.changes[type] = items.map { item in
                let labels = ReferenceUse.labels(in: item, definedIn: definitions)
                guard !labels.isEmpty else { return item }
                inlined.formUnion(labels)
                return ReferenceUse.inlining(item, definitions: definitions)
            }
        }
        let bodyLabels = ReferenceUse.labels(in: version.body, definedIn: definitions)
        if !bodyLabels.isEmpty {
            let carried = bodyLabels.compactMap { definitions[$0] }.sorted { $0.line < $1.line }
            version.body += "\n\n" + carried.map(\.text).joined(separator: "\n")
        }
        for label in inlined.sorted() {
            if let definition = definitions[label] {
                result.note(path, line: definition.line,
                            "link reference [\(label)] written inline in the changes of \(version.version.canonical)")
            }
        }
        used.formUnion(inlined)
        used.formUnion(bodyLabels)
        return used
    }
}
