extension NoteVersion {
    /// The version as platform `platform` shows it: features, pages, list
    /// rows and change items for other platforms left out, and a list page
    /// left without rows dropped (docs/app.md).
    public func parts(for platform: String) -> NoteVersion {
        func allows(_ platforms: [String]?) -> Bool { platforms?.contains(platform) ?? true }
        var copy = self
        copy.features = features.filter { allows($0.platforms) }
        copy.pages = pages.compactMap { page in
            guard allows(page.platforms) else { return nil }
            guard page.type == .list else { return page }
            var kept = page
            kept.rows = page.rows?.filter { allows($0.platforms) }
            return kept.rows?.isEmpty == false ? kept : nil
        }
        if let changes {
            func kept(_ items: [ChangeItem]?) -> [ChangeItem]? {
                let left = items?.filter { allows($0.platforms) }
                return left?.isEmpty == false ? left : nil
            }
            copy.changes = NoteChanges(added: kept(changes.added), changed: kept(changes.changed),
                                       deprecated: kept(changes.deprecated), removed: kept(changes.removed),
                                       fixed: kept(changes.fixed), security: kept(changes.security))
        }
        return copy
    }
}
