/// A release's notes as one Markdown document, for places that show
/// Markdown (GitHub Releases, Sparkle): the features as a list, then the
/// changes under a heading per type, then the body.
enum NotesMarkdown {
    /// Keep a Changelog's own name of a change type ("Added"), which its
    /// tools read whatever the language of the notes.
    static func keepAChangelogHeading(of kind: ChangeKind) -> String {
        kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
    }

    /// `words` are the interface words of the notes' language, which name
    /// the change types as the site's pages do.
    static func document(of release: Release, words: InterfaceWords) -> String {
        var blocks: [String] = []
        if !release.features.isEmpty {
            blocks.append(release.features.map { feature in
                var line = "- **\(feature.title.markdown)**"
                if let subtitle = feature.subtitle { line += ": " + subtitle.markdown }
                return line
            }.joined(separator: "\n"))
        }
        for list in release.changes {
            blocks.append("### " + words.heading(list.kind))
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
