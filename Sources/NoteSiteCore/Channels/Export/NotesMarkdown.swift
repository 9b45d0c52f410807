/// A release's notes as one Markdown document, for places that show
/// Markdown (GitHub Releases, Sparkle): the features as a list, then the
/// changes under a heading per type, then the body.
enum NotesMarkdown {
    /// The heading of a change type. English for now; a language's own words
    /// come with the interface texts of SPEC §11.
    static func heading(of kind: ChangeKind, language: String) -> String {
        kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
    }

    static func document(of release: Release, language: String) -> String {
        var blocks: [String] = []
        if !release.features.isEmpty {
            blocks.append(release.features.map { feature in
                var line = "- **\(feature.title.markdown)**"
                if let subtitle = feature.subtitle { line += ": " + subtitle.markdown }
                return line
            }.joined(separator: "\n"))
        }
        for list in release.changes {
            blocks.append("### " + heading(of: list.kind, language: language))
            blocks.append(list.items.map { listItem($0.markdown) }.joined(separator: "\n"))
        }
        let body = release.bodyMarkdown.trimmingCharacters(in: .whitespacesAndNewlines)
        if !body.isEmpty { blocks.append(body) }
        return blocks.joined(separator: "\n\n") + (blocks.isEmpty ? "" : "\n")
    }

    /// `- text`, further lines indented to stay inside the item.
    static func listItem(_ text: String) -> String {
        "- " + text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated().map { $0.offset == 0 || $0.element.isEmpty ? String($0.element) : "  " + $0.element }
            .joined(separator: "\n")
    }
}
