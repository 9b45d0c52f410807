extension NoteVersion {
    /// Whether the version counts for platform `platform` (docs/content.md):
    /// its own `platforms` is absent or names it, and it has a feature, page,
    /// change item or body left for it.
    public func countsFor(platform: String) -> Bool {
        (platforms?.contains(platform) ?? true) && hasContent(for: platform)
    }

    /// The platforms the version counts for, nil meaning every platform: what
    /// `whats-new/index.json` lists as the version's `platforms`.
    public var countedPlatforms: [String]? {
        if let platforms { return platforms.filter(countsFor(platform:)) }
        // A part for every platform (or a body) makes the version count for all of them.
        if hasContent(for: nil) { return nil }
        var named: [String] = []
        let lists = features.map(\.platforms) + pages.map(\.platforms)
            + pages.flatMap { ($0.rows ?? []).map(\.platforms) } + (changes?.allItems.map(\.item.platforms) ?? [])
        for platform in lists.compactMap({ $0 }).joined() where !named.contains(platform) {
            named.append(platform)
        }
        return named.sorted().filter(countsFor(platform:))
    }

    /// Whether something is left for `platform`; nil stands for a platform no part names.
    private func hasContent(for platform: String?) -> Bool {
        func allows(_ list: [String]?) -> Bool {
            guard let list else { return true }
            return platform.map(list.contains) ?? false
        }
        if features.contains(where: { allows($0.platforms) }) { return true }
        if pages.contains(where: { page in
            allows(page.platforms) && (page.type != .list || (page.rows ?? []).contains { allows($0.platforms) })
        }) { return true }
        if changes?.allItems.contains(where: { allows($0.item.platforms) }) == true { return true }
        return body.map { !$0.markdown.allSatisfy(\.isWhitespace) } ?? false
    }
}
