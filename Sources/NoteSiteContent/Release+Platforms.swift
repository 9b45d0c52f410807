extension Release {
    /// Every platform word the release names, on itself or on its items, in order of appearance.
    public var namedPlatforms: [String] {
        var words = platforms ?? []
        for list in self.changes { for item in list.itemPlatforms { for word in item where !words.contains(word) { words.append(word) } } }
        return words
    }

    /// The platforms the version counts for, nil meaning every platform
    /// (docs/content.md): for platform p, a version counts when its own
    /// `platforms` is absent or names p and something of it is left for p.
    /// The same rule as NoteSiteKit's `NoteVersion.countedPlatforms`.
    ///
    /// On a site that declares no platform nothing can name one, and the
    /// answer is nil without a look at the release's rest.
    public func countedPlatforms(declared: [String]) -> [String]? {
        if declared.isEmpty { return nil }
        if platforms == nil && hasContent(for: nil) { return nil }
        // Without its own list, the words its items name, in byte order.
        let candidates = platforms ?? namedPlatforms.sorted()
        return candidates.filter { hasContent(for: $0) }
    }

    /// What of the release is for `platform`: the change items for other
    /// platforms left out; nil when the version does not count for it.
    public func parts(for platform: String) -> Release? {
        guard platforms?.contains(platform) ?? true, hasContent(for: platform) else { return nil }
        guard self.changes.contains(where: { !$0.itemPlatforms.isEmpty }) else { return self }
        var narrowed = self
        narrowed.changes = self.changes.compactMap { list in
            let kept = list.items.indices.filter { index in
                let words = list.platforms(ofItem: index)
                return words.isEmpty || words.contains(platform)
            }
            guard !kept.isEmpty else { return nil }
            return ChangeList(kind: list.kind, items: kept.map { list.items[$0] },
                              itemPlatforms: kept.map { list.platforms(ofItem: $0) })
        }
        return narrowed
    }

    /// Whether a feature, page, change item or body is left for `platform`;
    /// nil stands for a platform that no part names.
    private func hasContent(for platform: String?) -> Bool {
        if !self.features.isEmpty || !self.pages.isEmpty || !self.bodyMarkdown.allSatisfy(\.isWhitespace) { return true }
        return self.changes.contains { list in
            list.items.indices.contains { index in
                let words = list.platforms(ofItem: index)
                return words.isEmpty || platform.map(words.contains) == true
            }
        }
    }
}
