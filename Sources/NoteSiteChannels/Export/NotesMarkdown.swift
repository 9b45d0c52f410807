import NoteSiteContent
/// A release's notes as one Markdown document, for places that show
/// Markdown (GitHub Releases, Sparkle): the features as a list, then the
/// sheet's further pages (list rows, image and video texts), then the
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
        blocks += release.pages.compactMap(pageBlock)
        for list in release.changes {
            blocks.append("### " + words.heading(list.kind))
            blocks.append(list.items.map { listItem($0.markdown) }.joined(separator: "\n"))
        }
        let body = release.bodyMarkdown.trimmingCharacters(in: .whitespacesAndNewlines)
        if !body.isEmpty { blocks.append(body) }
        return blocks.joined(separator: "\n\n") + (blocks.isEmpty ? "" : "\n")
    }

    /// A sheet page as Markdown: a list page's title and rows, an image with
    /// its texts, a video's texts linking to it; nil when it has no text.
    static func pageBlock(_ page: SheetPage) -> String? {
        func caption(_ title: InlineText?, _ description: InlineText?, link: String? = nil) -> String? {
            var parts: [String] = []
            if let title {
                parts.append(link.map { "**[\(title.markdown)](\($0))**" } ?? "**\(title.markdown)**")
            } else if let link {
                parts.append("[\(link)](\(link))")
            }
            if let description { parts.append(description.markdown) }
            return parts.isEmpty ? nil : parts.joined(separator: ": ")
        }
        switch page {
        case .list(let title, let rows):
            let items = rows.map { row in "- **\(row.title.markdown)**" + (row.subtitle.map { ": " + $0.markdown } ?? "") }
            let lines = (title.map { ["**\($0.markdown)**", ""] } ?? []) + items
            return items.isEmpty && title == nil ? nil : lines.joined(separator: "\n")
        case .image(let url, let alt, let title, let description):
            let image = "![\(alt.replacingOccurrences(of: "]", with: "\\]"))](\(SiteRoot.site.url(url)))"
            return [image, caption(title, description)].compactMap { $0 }.joined(separator: "\n\n")
        case .video(let url, _, let title, let description):
            return caption(title, description, link: SiteRoot.site.url(url))
        }
    }

    /// `- text`, further lines indented to stay inside the item.
    static func listItem(_ text: String) -> String {
        "- " + text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated().map { $0.offset == 0 || $0.element.isEmpty ? String($0.element) : "  " + $0.element }
            .joined(separator: "\n")
    }
}
