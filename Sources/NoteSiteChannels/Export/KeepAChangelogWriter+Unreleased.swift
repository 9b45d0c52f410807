extension KeepAChangelogWriter {
    /// `## [Unreleased]` with the fragments' lists, and its link reference.
    func unreleasedBlocks(into blocks: inout [String], links: inout [String]) {
        guard !unreleased.isEmpty else { return }
        let link = unreleasedLink() ?? unreleasedPage
        blocks.append(link == nil ? "## Unreleased" : "## [Unreleased]")
        if let link { links.append("[Unreleased]: \(link)") }
        for (kind, items) in unreleased {
            blocks.append("### " + NotesMarkdown.keepAChangelogHeading(of: kind))
            blocks.append(items.map(NotesMarkdown.listItem).joined(separator: "\n"))
        }
    }

    /// `export.unreleasedURL`, else `export.compareURL` with what follows its
    /// last `...` replaced by `HEAD`; `{previous}` is the newest version.
    /// Nil when neither is set, or `{previous}` has no version to name.
    func unreleasedLink() -> String? {
        var template = unreleasedURL
        if template == nil, let compare = compareURL, let dots = compare.range(of: "...", options: .backwards) {
            template = compare[..<dots.upperBound] + "HEAD"
        }
        guard var link = template else { return nil }
        if link.contains("{previous}") {
            guard let newest = releases.first else { return nil }
            link = link.replacingOccurrences(of: "{previous}", with: newest.version.canonical)
        }
        return link.contains("{version}") ? nil : link
    }
}
