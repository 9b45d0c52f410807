/// The store texts `export fastlane` writes (SPEC §12), listed once so that
/// `check` warns about exactly the texts the export would write.
struct StoreTextPlan: Sendable {
    /// One text file for one store, language and version.
    struct Entry: Sendable {
        var store: StoreLocaleTable.Store
        var language: String
        var locale: String
        var release: Release
        /// Inside the output folder.
        var path: String

        var limit: Int { store == .appStore ? 4000 : 500 }
    }

    /// Makes the texts; they are made only when asked for, since `check` and
    /// `build` rarely need more than a bound on their length.
    let maker: StoreText

    var entries: [Entry] = []
    /// Languages the table has no store locale for, per store.
    var unmapped: [(language: String, store: StoreLocaleTable.Store)] = []
    /// The current version when it has no notes in a language.
    var missingCurrent: [(language: String, version: SemanticVersion)] = []

    /// With `only`, that version stands for the current one and is the only one written.
    init(site: LoadedSite, languages: [ExportLanguage], only: SemanticVersion? = nil) {
        maker = StoreText(markdown: MarkdownRenderer(options: MarkdownOptions(smartPunctuation: site.config.smartPunctuation)))
        for language in languages {
            let current = only ?? Self.currentVersion(site: site, releases: language.releases)
            let currentRelease = current.flatMap { v in language.releases.first { $0.version == v } }
            if currentRelease == nil, let current { missingCurrent.append((language.tag, current)) }
            let overrides = site.config.export.locales[language.tag]
            if let locale = StoreLocaleTable.locale(for: language.tag, in: .appStore, overrides: overrides) {
                if let release = currentRelease {
                    entries.append(Entry(store: .appStore, language: language.tag, locale: locale, release: release,
                                         path: "fastlane/metadata/\(locale)/release_notes.txt"))
                }
            } else {
                unmapped.append((language.tag, .appStore))
            }
            guard let locale = StoreLocaleTable.locale(for: language.tag, in: .googlePlay, overrides: overrides) else {
                unmapped.append((language.tag, .googlePlay))
                continue
            }
            let folder = "fastlane/metadata/android/\(locale)/changelogs/"
            for release in language.releases where release.build != nil && (only == nil || release.version == only) {
                entries.append(Entry(store: .googlePlay, language: language.tag, locale: locale, release: release,
                                     path: folder + (release.build ?? "") + ".txt"))
            }
            if let release = currentRelease {
                entries.append(Entry(store: .googlePlay, language: language.tag, locale: locale, release: release,
                                     path: folder + "default.txt"))
            }
        }
    }

    /// The version whose notes the stores show for the current version: as on
    /// `whats-new/`, the fallback rule's pick for `app.currentVersion` (else the
    /// highest released version), so a patch without notes of its own shows
    /// those of its minor release.
    static func currentVersion(site: LoadedSite, releases: [Release]) -> SemanticVersion? {
        let available = releases.filter { !$0.isYanked }.map(\.version)
        guard let current = site.config.currentVersion ?? WhatsNewSelection.siteCurrentVersion(available: available) else {
            return nil
        }
        return WhatsNewSelection.standaloneVersion(current: current, available: available) ?? current
    }

    /// The text of one entry, as export writes it.
    func text(of entry: Entry) -> String { maker.text(of: entry.release) }

    /// One diagnostic per text over its store's limit, at the version's file.
    /// A text whose length bound is within the limit is not made at all.
    /// With `onlyShipping`, only versions that carry a `build`, the mark of a
    /// version that ships to the stores, are looked at.
    func limitDiagnostics(_ severity: Diagnostic.Severity, onlyShipping: Bool = false) -> [Diagnostic] {
        let candidates = entries.filter {
            (!onlyShipping || $0.release.build != nil) && maker.lengthBound(of: $0.release) > $0.limit
        }
        let lengths = ConcurrentMap.map(candidates) { StoreText.length(maker.text(of: $0.release)) }
        return zip(candidates, lengths).filter { $0.1 > $0.0.limit }.map { entry, length in
            Diagnostic(severity, path: entry.release.sourcePath, line: entry.release.versionLine, column: entry.release.versionColumn,
                       message: "the \(entry.store.rawValue) text of \(entry.release.version.canonical) in '\(entry.language)' "
                           + "(\(entry.path)) is \(length) characters, over the store's limit of \(entry.limit)",
                       hint: "shorten this version's features, changes or body; the stores count Unicode scalar values, so one emoji may count as several")
        }
    }
}
