extension WhatsNewSelection {
    /// What `skipFirstVisit` records on a first visit: every version with notes up to `current`.
    public static func firstVisitPresented(
        current: SemanticVersion, available: [SemanticVersion]
    ) -> Set<SemanticVersion> {
        Set(available.filter { $0 <= current })
    }

    /// The default `app.currentVersion`: the highest release among the
    /// non-draft versions, or the highest pre-release when there is no release.
    public static func siteCurrentVersion(available: [SemanticVersion]) -> SemanticVersion? {
        available.lazy.filter { !$0.isPrerelease }.max() ?? available.max()
    }

    /// The version `whats-new/index.html` shows: the fallback rule's pick for
    /// `current` with nothing presented, else the newest version not above it.
    public static func standaloneVersion(
        current: SemanticVersion, available: [SemanticVersion]
    ) -> SemanticVersion? {
        select(mode: .fallback, current: current, available: available, presented: []).first
            ?? available.lazy.filter { $0 <= current }.max()
    }
}
