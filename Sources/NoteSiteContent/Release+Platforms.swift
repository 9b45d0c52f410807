/// What a release's parts say about platforms, worked out once from all its
/// fields and kept with its outline in the build's memory, so that counting
/// a version for the platform pages and the widget needs no look at the rest
/// of a release read back from a saved memory.
@usableFromInline
package struct PlatformSummary: Sendable, Equatable {
    /// The platforms the version counts for when its own `platforms` is
    /// absent; nil: every platform (something of it names none).
    package var counted: [String]?
    /// The platform words its features, rows, pages and change items name,
    /// in order of appearance.
    package var parts: [String]

    /// True when a part names a platform, so that a platform may see less
    /// of the version than the others do.
    package var narrows: Bool { !parts.isEmpty }

    package init(counted: [String]?, parts: [String]) {
        self.counted = counted
        self.parts = parts
    }

    /// The summary of `fields` (docs/content.md): for platform p, a version
    /// counts when its own `platforms` is absent or names p and a feature,
    /// page, change item or body is left for p. The same rule as
    /// NoteSiteKit's `NoteVersion.countedPlatforms`.
    package init(_ fields: Release.Fields) {
        let named = fields.namedPartPlatforms
        parts = named
        func counts(_ platform: String?) -> Bool { fields.hasContent(for: platform) }
        if let own = fields.platforms {
            counted = own.filter(counts)
        } else if counts(nil) {
            counted = nil
        } else {
            counted = named.sorted().filter(counts)
        }
    }
}

extension Release.Fields {
    /// Every platform word its features, rows, pages and change items name, in order of appearance.
    var namedPartPlatforms: [String] {
        var words: [String] = []
        let lists = features.map(\.platforms) + pagePlatforms + pages.flatMap(\.rows).map(\.platforms)
            + changes.flatMap(\.itemPlatforms)
        for word in lists.joined() where !words.contains(word) { words.append(word) }
        return words
    }

    /// Whether a feature, page, change item or body is left for `platform`;
    /// nil stands for a platform that no part names.
    func hasContent(for platform: String?) -> Bool {
        func allows(_ words: [String]) -> Bool { words.isEmpty || platform.map(words.contains) == true }
        if features.contains(where: { allows($0.platforms) }) { return true }
        if pages.indices.contains(where: { index in
            allows(platforms(ofPage: index)) && (!pages[index].isList || pages[index].rows.contains { allows($0.platforms) })
        }) { return true }
        if changes.contains(where: { list in list.items.indices.contains { allows(list.platforms(ofItem: $0)) } }) {
            return true
        }
        return !bodyMarkdown.allSatisfy(\.isWhitespace)
    }

    /// The platforms the page at `index` names; empty for every platform.
    package func platforms(ofPage index: Int) -> [String] {
        index < pagePlatforms.count ? pagePlatforms[index] : []
    }
}

extension SheetPage {
    /// A list page's rows; none for an image or a video.
    var rows: [Feature] {
        if case .list(_, let rows) = self { return rows }
        return []
    }

    var isList: Bool {
        if case .list = self { return true }
        return false
    }
}

extension Release {
    /// What its parts say about platforms: known without the rest for a
    /// release read back from a saved memory.
    package var platformSummary: PlatformSummary { box.saved?.platformSummary ?? PlatformSummary(box.fields) }

    /// Every platform word the release names, on itself or on its parts, in order of appearance.
    public var namedPlatforms: [String] {
        var words = platforms ?? []
        for word in platformSummary.parts where !words.contains(word) { words.append(word) }
        return words
    }

    /// The platforms the page at `index` names; empty for every platform.
    public func platforms(ofPage index: Int) -> [String] { box.complete.platforms(ofPage: index) }

    /// The platforms the version counts for, nil meaning every platform
    /// (docs/content.md). On a site that declares no platform nothing can
    /// name one, and the answer is nil.
    public func countedPlatforms(declared: [String]) -> [String]? {
        declared.isEmpty ? nil : platformSummary.counted
    }

    /// Whether the version counts for `platform` (docs/content.md), known
    /// without the rest of a release read back from a saved memory.
    public func counts(for platform: String) -> Bool {
        platformSummary.counted?.contains(platform) ?? true
    }

    /// What of the release is for `platform`: features, pages, rows and
    /// change items for other platforms left out, and a list page left
    /// without rows dropped; nil when the version does not count for it.
    public func parts(for platform: String) -> Release? {
        guard counts(for: platform) else { return nil }
        guard platformSummary.narrows else { return self }
        func allows(_ words: [String]) -> Bool { words.isEmpty || words.contains(platform) }
        let source = box.complete
        var narrowed = source
        narrowed.features = source.features.filter { allows($0.platforms) }
        let kept: [(page: SheetPage, platforms: [String])] = source.pages.indices.compactMap { index in
            let words = source.platforms(ofPage: index)
            guard allows(words) else { return nil }
            guard case .list(let title, let rows) = source.pages[index] else { return (source.pages[index], words) }
            let left = rows.filter { allows($0.platforms) }
            return left.isEmpty ? nil : (.list(title: title, rows: left), words)
        }
        narrowed.pages = kept.map(\.page)
        narrowed.pagePlatforms = kept.map(\.platforms).allSatisfy(\.isEmpty) ? [] : kept.map(\.platforms)
        narrowed.changes = source.changes.compactMap { list in
            let items = list.items.indices.filter { allows(list.platforms(ofItem: $0)) }
            guard !items.isEmpty else { return nil }
            return ChangeList(kind: list.kind, items: items.map { list.items[$0] },
                              itemPlatforms: items.map { list.platforms(ofItem: $0) })
        }
        return Release(narrowed)
    }
}
