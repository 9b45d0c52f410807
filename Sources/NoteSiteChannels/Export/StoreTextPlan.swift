import NoteSiteSupport
import NoteSiteDiagnostics
import NoteSiteMarkdown
import NoteSiteContent
/// The store texts `export fastlane` writes (docs/channels.md), listed once so that
/// `check` warns about exactly the texts the export would write.
package struct StoreTextPlan: Sendable {
    /// One text file for one store, language and version.
    struct Entry: Sendable {
        var store: StoreLocaleTable.Store
        var language: String
        var locale: String
        var release: Release
        /// Inside the output folder.
        var path: String
        /// The file that holds the text: the translation's, else the original's.
        var source: (path: String, line: Int?, column: Int?)

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
    /// The current version is the app's, chosen among the default language's
    /// releases; every language then gives its notes of that version.
    init(site: LoadedSite, languages: [ExportLanguage], only: SemanticVersion? = nil) {
        maker = StoreText(markdown: MarkdownRenderer(options: MarkdownOptions(smartPunctuation: site.config.smartPunctuation)))
        let current = only ?? languages.first.flatMap { Self.currentVersion(site: site, releases: $0.releases) }
        for language in languages {
            func entry(_ store: StoreLocaleTable.Store, _ locale: String, _ release: Release, _ path: String) -> Entry {
                let translation = language.isDefault ? nil : site.translations.translation(of: release.version, in: language.tag)
                let source = translation.map { ($0.sourcePath, $0.versionLocation.line, $0.versionLocation.column) }
                    ?? (release.sourcePath, release.versionLine, release.versionColumn)
                return Entry(store: store, language: language.tag, locale: locale, release: release, path: path, source: source)
            }
            let currentRelease = current.flatMap { v in language.releases.first { $0.version == v } }
            if currentRelease == nil, let current { missingCurrent.append((language.tag, current)) }
            let overrides = site.config.export.locales[language.tag]
            if let locale = StoreLocaleTable.locale(for: language.tag, in: .appStore, overrides: overrides) {
                if let release = currentRelease {
                    entries.append(entry(.appStore, locale, release, "fastlane/metadata/\(locale)/release_notes.txt"))
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
                entries.append(entry(.googlePlay, locale, release, folder + (release.build ?? "") + ".txt"))
            }
            if let release = currentRelease {
                entries.append(entry(.googlePlay, locale, release, folder + "default.txt"))
            }
        }
    }

    /// What `check` reports about the store texts: a warning for each text
    /// that `export fastlane` would refuse, made from the same plan.
    package static func checkWarnings(for site: LoadedSite) -> [Diagnostic] {
        StoreTextPlan(site: site, languages: ExportLanguage.all(of: site)).limitDiagnostics(.warning)
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
    func limitDiagnostics(_ severity: Diagnostic.Severity) -> [Diagnostic] {
        let candidates = entries.filter { maker.lengthBound(of: $0.release) > $0.limit }
        let lengths = ConcurrentMap.map(candidates) { StoreText.length(maker.text(of: $0.release)) }
        return zip(candidates, lengths).filter { $0.1 > $0.0.limit }.map { entry, length in
            Diagnostic(severity, path: entry.source.path, line: entry.source.line, column: entry.source.column,
                       message: "the \(entry.store.rawValue) text of \(entry.release.version.canonical) in '\(entry.language)' "
                           + "(\(entry.path)) is \(length) characters, over the store's limit of \(entry.limit)",
                       hint: "shorten this version's features, changes or body; the stores count Unicode scalar values, so one emoji may count as several")
        }
    }
}
