import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSupport
@testable import NoteSiteOutput
@testable import NoteSiteContent

/// A site folder with a config, version files and change fragments.
struct FragmentSite {
    let folder: TemporaryFolder
    var root: URL { folder("site") }

    init(config: String = "platforms: [ios, android]\nlanguages: {fr: {}}\n",
         versions: [String: String] = ["1.0.0.md": "---\nversion: 1.0.0\ndate: 2026-01-05\n---\n"],
         fragments: [String: String]) throws {
        folder = try TemporaryFolder()
        try folder.write(config, to: "site/notesite.yml")
        for (name, text) in versions { try folder.write(text, to: "site/content/versions/" + name) }
        for (name, text) in fragments { try folder.write(text, to: "site/content/unreleased/" + name) }
    }

    func load() -> LoadedSite { ContentLoader(site: SitePaths(given: root.path)).load() }

    /// `notesite check`'s diagnostics, warnings about baseURL left out.
    var checked: String {
        let diagnostics = TrustFixtures.check(root).filter { !$0.message.hasPrefix("no baseURL") }
        return TrustFixtures.text(of: diagnostics, site: root)
    }
}

@Suite("Change fragments in content/unreleased/")
struct FragmentTests {
    @Test("a fragment holds its type, labels, platforms, feature and text, in file-name order")
    func loads() throws {
        let site = try FragmentSite(fragments: [
            "b-sync.md": "---\ntype: added\nlabels: [sync]\nplatforms: [android]\nfeature: {icon: star.fill, title: Sync, subtitle: Everywhere.}\n---\n\nFolders **sync**.\n",
            "a-crash.md": "---\ntype: fixed\n---\nA crash on launch.\n",
            "a-crash.fr.md": "Un plantage au lancement.\n",
        ])
        let loaded = site.load()
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        #expect(loaded.fragments.map(\.name) == ["a-crash.md", "b-sync.md"])
        let crash = try #require(loaded.fragments.first)
        #expect(crash.kind == .fixed)
        #expect(crash.text.markdown == "A crash on launch.")
        #expect(crash.text(in: "fr").markdown == "Un plantage au lancement.")
        #expect(crash.translationFiles == ["a-crash.fr.md"])
        let sync = loaded.fragments[1]
        #expect(sync.kind == .added)
        #expect(sync.labels == ["sync"])
        #expect(sync.platforms == ["android"])
        #expect(sync.text.html == "Folders <strong>sync</strong>.")
        #expect(sync.feature?.title.markdown == "Sync")
        #expect(sync.feature?.subtitle?.markdown == "Everywhere.")
    }

    @Test("a bad fragment gets located errors with hints; other files are ignored with a warning")
    func errors() throws {
        let site = try FragmentSite(fragments: [
            "bad.md": "---\ntype: fixd\nplatforms: [andriod]\nlables: [x]\n---\n",
            "keys.md": "---\ntype: added\nplatforms: [andriod]\nfeature: {icon: star.fil, title: X}\n---\nText\n",
            "empty.md": "---\ntype: added\n---\n\n\n",
            "plain.md": "Just text\n",
            "orphan.fr.md": "Texte\n",
            "other.de.md": "Text\n",
            "notes.txt": "x",
        ])
        #expect(site.checked == """
            content/unreleased/bad.md:4:1: error: unknown key 'lables' at the top level
              hint: did you mean 'labels'?
            content/unreleased/empty.md:4:1: error: the change has no text
              hint: write the change below the front matter, e.g. 'Fixed a crash when …'
            content/unreleased/keys.md:3:13: error: 'platforms[0]' names platform 'andriod', which notesite.yml does not declare
              hint: did you mean 'android'? notesite.yml declares: ios, android
            content/unreleased/keys.md:4:17: error: unknown icon 'star.fil' in 'feature'
              hint: did you mean 'star.fill', 'bi:star-fill'?
            content/unreleased/notes.txt: warning: ignored: change fragments end in .md
            content/unreleased/orphan.fr.md: error: a translation of orphan.md, which does not exist
              hint: remove it, or rename it after the fragment it translates
            content/unreleased/other.de.md: error: 'de' in the file name is not a further language of the site
              hint: declare it in notesite.yml (languages: {de: {}}), or rename the file without .de
            content/unreleased/plain.md:1:1: error: the change fragment has no front matter
              hint: start it with a line '---', then 'type: fixed' (or added, changed …), then a line '---'

            """)
    }

    @Test("a fragment's type must be a change type, with the nearest suggested")
    func type() throws {
        let site = try FragmentSite(fragments: ["a.md": "---\ntype: fixd\n---\nText\n"])
        #expect(site.checked == """
            content/unreleased/a.md:2:7: error: 'type' must be one of added, changed, deprecated, removed, fixed, security, found "fixd"
              hint: did you mean 'fixed'?

            """)
    }

    @Test("a changes item may name its platforms, which must be declared, and keeps them")
    func itemPlatforms() throws {
        let version = """
            ---
            version: 1.0.0
            date: 2026-01-05
            changes:
              added:
                - For everyone
                - text: Only on Android
                  platforms: [android]
            ---

            """
        let good = try FragmentSite(versions: ["1.0.0.md": version], fragments: [:])
        let loaded = good.load()
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        let list = try #require(loaded.releases.first?.changes.first)
        #expect(list.items.map(\.markdown) == ["For everyone", "Only on Android"])
        #expect(list.platforms(ofItem: 0) == [])
        #expect(list.platforms(ofItem: 1) == ["android"])
        let bad = try FragmentSite(versions: ["1.0.0.md": version.replacingOccurrences(of: "[android]", with: "[andriod]")
                                                 .replacingOccurrences(of: "  platforms:", with: "  platfroms:")], fragments: [:])
        #expect(bad.checked == """
            content/versions/1.0.0.md:8:7: error: unknown key 'platfroms' in 'changes.added[1]'
              hint: did you mean 'platforms'?

            """)
        let undeclared = try FragmentSite(versions: ["1.0.0.md": version.replacingOccurrences(of: "[android]", with: "[andriod]")],
                                          fragments: [:])
        #expect(undeclared.checked == """
            content/versions/1.0.0.md:8:19: error: 'changes.added[1].platforms[0]' names platform 'andriod', which notesite.yml does not declare
              hint: did you mean 'android'? notesite.yml declares: ios, android

            """)
    }

    @Test("a rebuild checks the items' platforms again when notesite.yml declares others")
    func platformsChanged() throws {
        let version = "---\nversion: 1.0.0\ndate: 2026-01-05\nchanges:\n  added:\n    - text: Widgets\n      platforms: [android]\n---\n"
        let site = try FragmentSite(versions: ["1.0.0.md": version], fragments: [:])
        #expect(TrustFixtures.build(site.root, into: site.folder("out")).succeeded)
        try site.folder.write("platforms: [ios]\nlanguages: {fr: {}}\n", to: "site/notesite.yml")
        let report = TrustFixtures.build(site.root, into: site.folder("out"))
        #expect(!report.succeeded)
        #expect(report.diagnostics.contains { $0.message.contains("names platform 'android', which notesite.yml does not declare") })
    }

    @Test("an item's platforms survive the saved memory of a build")
    func platformsSaved() throws {
        let version = "---\nversion: 1.0.0\ndate: 2026-01-05\nchanges:\n  added:\n    - Everywhere\n    - text: Widgets\n      platforms: [android, ios]\n---\n"
        let site = try FragmentSite(versions: ["1.0.0.md": version], fragments: [:])
        // A memory keeps only files older than the build by more than its margin.
        Thread.sleep(forTimeInterval: Double(ParsedVersions.settleMargin) / 1e9 * 3)
        let memory = BuildMemory()
        var builder = SiteBuilder(options: BuildOptions(site: SitePaths(given: site.root.path), output: site.folder("out"),
                                                        outputDisplay: "out"))
        builder.output = MemoryOutput(previous: [:])
        builder.memory = memory
        #expect(builder.run().succeeded)
        var writer = ByteWriter()
        let rests = try #require(SavedMemory.encode(memory, token: "t", into: &writer) { _ in SavedRests.inMemory() })
        var reader = ByteReader(writer.bytes)
        let read = try SavedMemory.decode(&reader, token: "t", output: "/nonexistent", rests: rests)
        let written = try #require(memory.parsed.saved.entries["1.0.0.md"]?.release)
        let back = try #require(read.parsed.saved.entries["1.0.0.md"]?.release)
        #expect(back == written)
        #expect(back.changes.first?.platforms(ofItem: 1) == ["android", "ios"])
    }
}
