import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteDiagnostics
@testable import NoteSiteContent
@testable import NoteSiteChannels

/// A site in English with French and Japanese: 1.2.0 (current, no build) is
/// translated into French; 1.1.0 (build 1100) and 1.0.0 are not, and show in
/// English on the French and Japanese pages (`missing: fallback`).
private struct LanguageSite {
    let folder: TemporaryFolder
    var root: URL { folder("site") }

    init(frenchBody: String = "Classez vos notes.", changes110: [String] = ["Tags"], body100: String = "Premier.") throws {
        folder = try TemporaryFolder()
        try folder.write("""
            title: Acme
            baseURL: https://acme.example/notes/
            language: en
            app: {name: Acme}
            languages:
              fr: {title: Notes d’Acme}
              ja: {}

            """, to: "site/notesite.yml")
        try folder.write("""
            ---
            version: 1.2.0
            date: 2026-03-18
            features:
              - icon: star.fill
                title: Folders
                subtitle: Sort notes into folders.
            ---

            Sort your notes.

            """, to: "site/content/versions/1.2.0.md")
        try folder.write("""
            ---
            version: 1.2.0
            features:
              - title: Dossiers
                subtitle: Rangez les notes dans des dossiers.
            ---

            \(frenchBody)

            """, to: "site/content/versions/1.2.0.fr.md")
        let items = changes110.map { "    - \"\($0)\"" }.joined(separator: "\n")
        try folder.write("---\nversion: 1.1.0\ndate: 2026-01-15\nbuild: \"1100\"\nchanges:\n  added:\n\(items)\n---\n",
                         to: "site/content/versions/1.1.0.md")
        try folder.write("---\nversion: 1.0.0\ndate: 2025-12-01\n---\n\n\(body100)\n", to: "site/content/versions/1.0.0.md")
    }

    func export(_ format: ExportFormat) -> (Exporter.Outcome, URL) {
        let output = folder("out-\(format.rawValue)")
        let exporter = Exporter(format: format, site: SitePaths(given: root.path), output: output, outputDisplay: output.path)
        return (exporter.run(), output)
    }

    /// `language path` of every store-limit diagnostic of the given severity.
    static func limitTexts(_ diagnostics: [Diagnostic], _ severity: Diagnostic.Severity) -> Set<String> {
        Set(diagnostics.filter { $0.severity == severity && $0.message.contains("over the store's limit") }.compactMap { d in
            guard let language = d.message.firstMatch(of: /in '([^']+)'/)?.1,
                  let path = d.message.firstMatch(of: /\((fastlane\/[^)]+)\)/)?.1 else { return nil }
            return "\(language) \(path)"
        })
    }
}

@Suite("Exports in every language of the site (docs/languages.md and docs/channels.md)")
struct ExportLanguagesTests {
    @Test("every language, default first, with the releases its own pages show")
    func languages() throws {
        let site = try LanguageSite()
        let loaded = ContentLoader(site: SitePaths(given: site.root.path)).load()
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        let languages = ExportLanguage.all(of: loaded)
        #expect(languages.map(\.tag) == ["en", "fr", "ja"])
        #expect(languages.map(\.isDefault) == [true, false, false])
        #expect(languages.map(\.sitePrefix) == ["", "fr/", "ja/"])
        let french = languages[1]
        #expect(french.releases.map(\.version.canonical) == ["1.2.0", "1.1.0", "1.0.0"])
        #expect(french.releases.map(\.fallsBack) == [false, true, true])
        #expect(french.ownReleases.map(\.version.canonical) == ["1.2.0"])
        #expect(french.releases.first?.features.first?.title.text == "Dossiers")
        #expect(french.config.title == "Notes d’Acme")
        #expect(languages[2].ownReleases.isEmpty)
    }

    @Test("fastlane writes each language under its own store locale, in that language")
    func fastlane() throws {
        let site = try LanguageSite()
        let (outcome, output) = site.export(.fastlane)
        #expect(outcome.succeeded, "\(outcome.diagnostics)")
        var expected: [String] = []
        for (appStore, play) in [("en-US", "en-US"), ("fr-FR", "fr-FR"), ("ja", "ja-JP")] {
            expected += ["fastlane/metadata/\(appStore)/release_notes.txt",
                         "fastlane/metadata/android/\(play)/changelogs/1100.txt",
                         "fastlane/metadata/android/\(play)/changelogs/default.txt"]
        }
        #expect(Set(outcome.written) == Set(expected))
        #expect(FileTree.text("fastlane/metadata/fr-FR/release_notes.txt", in: output)
                == "• Dossiers: Rangez les notes dans des dossiers.\n\nClassez vos notes.")
        #expect(FileTree.text("fastlane/metadata/en-US/release_notes.txt", in: output) == "• Folders: Sort notes into folders.\n\nSort your notes.")
        // Japanese has no translation: its store page shows the English notes, as its site pages do.
        #expect(FileTree.text("fastlane/metadata/ja/release_notes.txt", in: output) == "• Folders: Sort notes into folders.\n\nSort your notes.")
    }

    @Test("check warns for exactly the store texts that export fastlane refuses, in every language")
    func checkMatchesExport() throws {
        let longFrench = String(repeating: "é", count: 4_001)
        let longChange = String(repeating: "x", count: 520)
        let site = try LanguageSite(frenchBody: longFrench, changes110: [longChange], body100: String(repeating: "y", count: 600))
        let (outcome, _) = site.export(.fastlane)
        #expect(!outcome.succeeded)
        let refused = LanguageSite.limitTexts(outcome.diagnostics, .error)
        let checked = TrustFixtures.check(site.root)
        let warned = LanguageSite.limitTexts(checked, .warning)
        #expect(warned == refused)
        // `build` leaves store texts to `check` and `export`.
        let built = TrustFixtures.build(site.root, into: site.folder("built"))
        #expect(LanguageSite.limitTexts(built.diagnostics, .warning).isEmpty)
        // 1.0.0 is neither current nor has a build: no store gets it, so neither complains.
        #expect(refused == [
            "fr fastlane/metadata/fr-FR/release_notes.txt",
            "fr fastlane/metadata/android/fr-FR/changelogs/default.txt",
            "en fastlane/metadata/android/en-US/changelogs/1100.txt",
            "fr fastlane/metadata/android/fr-FR/changelogs/1100.txt",
            "ja fastlane/metadata/android/ja-JP/changelogs/1100.txt",
        ])
        let french = try #require(checked.first { $0.message.contains("fr-FR/release_notes.txt") })
        #expect(french.path?.hasSuffix("content/versions/1.2.0.fr.md") == true)
        #expect(french.message.contains("App Store text of 1.2.0 in 'fr'") && french.message.contains("is 4050 characters"))
    }

    @Test("keepachangelog and github write further languages beside the default")
    func markdownFormats() throws {
        let site = try LanguageSite()
        let (changelog, _) = site.export(.keepachangelog)
        #expect(Set(changelog.written) == ["CHANGELOG.md", "CHANGELOG.fr.md", "CHANGELOG.ja.md"])
        let (github, output) = site.export(.github)
        #expect(Set(github.written) == ["github/1.2.0.md", "github/1.1.0.md", "github/1.0.0.md", "github/fr/1.2.0.md"])
        #expect(FileTree.text("github/fr/1.2.0.md", in: output)?.hasPrefix("- **Dossiers**: Rangez") == true)
    }

    @Test("every releaseNotesLink of the example site's items.xml is a page of its real build")
    func exampleSparkleLinks() throws {
        let build = ExampleBuild.plain
        #expect(build.status == 0, "\(build.stderr)")
        let folder = try TemporaryFolder()
        let exporter = Exporter(format: .sparkle, site: SitePaths(given: Repository.root.path), output: folder("out"), outputDisplay: "out")
        let outcome = exporter.run()
        #expect(outcome.succeeded, "\(outcome.diagnostics)")
        let xml = try #require(FileTree.text("sparkle/items.xml", in: folder("out")))
        let links = xml.matches(of: /<sparkle:releaseNotesLink xml:lang="([^"]+)">([^<]+)</).map { (String($0.1), String($0.2)) }
        let base = "https://notesite.example/driftwood/"
        let files = Set(build.files)
        for (language, link) in links {
            #expect(link.hasPrefix(base) && files.contains(String(link.dropFirst(base.count)) + "index.html"), "\(language): \(link)")
        }
        #expect(Set(links.map(\.0)) == ["en", "fr", "ar"])
        #expect(links.filter { $0.0 == "en" }.count > 30)
    }
}
