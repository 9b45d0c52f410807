import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

@Suite("notesite release: the fragments become a version file")
struct ReleaseCommandTests {
    /// 2026-03-18T23:30:00Z: the 18th in UTC, the 19th in Paris.
    static let epoch = ["SOURCE_DATE_EPOCH": "1773876600"]

    /// A site with released 1.4.2 and 2.0.0, draft 2.1.0, scheduled 2.2.0 and three fragments.
    private func site(config: String = "", fragments: [String: String]? = nil) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("baseURL: https://example.com/\nplatforms: [ios, android]\nlanguages: {fr: {}}\n" + config, to: "site/notesite.yml")
        let versions = [
            "1.4.2.md": "---\nversion: 1.4.2\ndate: 2026-01-05\nyanked: true\n---\n",
            "2.0.0.md": "---\nversion: 2.0.0\ndate: 2026-02-01\nchanges:\n  fixed: [An old fix]\n---\n",
            "2.1.0.md": "---\nversion: 2.1.0\ndraft: true\n---\n",
            "2.2.0.md": "---\nversion: 2.2.0\ndate: 2026-12-24\n---\n",
        ]
        for (name, text) in versions { try folder.write(text, to: "site/content/versions/" + name) }
        let given = fragments ?? [
            "b-folders.md": "---\ntype: added\nlabels: [editor, sync]\nfeature: {icon: star.fill, title: \"**Folders**\", subtitle: Keep notes apart.}\n---\n\nFolders for notes: \"at last\".\n",
            "a-crash.md": "---\ntype: fixed\nplatforms: [android]\nlabels: [sync]\n---\nA crash on launch\n\n- on Android 15\n- with no network\n",
            "c-sync.md": "---\ntype: added\n---\nFaster sync\n",
            "c-sync.fr.md": "Synchronisation plus rapide\n",
        ]
        for (name, text) in given { try folder.write(text, to: "site/content/unreleased/" + name) }
        return folder
    }

    private func release(_ arguments: [String], in folder: TemporaryFolder,
                         environment: [String: String] = Self.epoch) throws -> ProcessOutput {
        try NoteSiteBinary.run(["release"] + arguments, in: folder.url, environment: environment)
    }

    static let expected = """
        ---
        version: 2.0.1
        date: 2026-03-18
        features:
          - icon: star.fill
            title: "**Folders**"
            subtitle: Keep notes apart.
        changes:
          added:
            - "Folders for notes: \\"at last\\"."
            - Faster sync
          fixed:
            - text: |-
                A crash on launch

                - on Android 15
                - with no network
              platforms: [android]
        labels: [sync, editor]
        ---

        """

    @Test("a fragment's feature is for the platforms of its change")
    func featurePlatforms() throws {
        let folder = try site(fragments: [
            "a.md": "---\ntype: added\nplatforms: [android]\nfeature: {icon: star.fill, title: Widgets}\n---\nHome screen widgets\n",
        ])
        let result = try release(["2.0.1", "site", "--dry-run"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("""
            features:
              - icon: star.fill
                title: Widgets
                platforms: [android]
            changes:
              added:
                - text: Home screen widgets
                  platforms: [android]
            """))
    }

    @Test("--dry-run prints the version file and writes nothing")
    func dryRun() throws {
        let folder = try site()
        let result = try release(["2.0.1", "site", "--dry-run"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == Self.expected)
        #expect(result.stderr == "Would also write site/content/versions/2.0.1.fr.md\nWould write site/content/versions/2.0.1.md and remove 4 fragment files.\n")
        #expect(!FileManager.default.fileExists(atPath: folder("site/content/versions/2.0.1.md").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder("site/content/unreleased").path).count == 4)
    }

    @Test("writes the version file and its translation, removes the fragments, and the site checks and builds")
    func endToEnd() throws {
        let folder = try site()
        let result = try release(["2.0.1", "site"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "")
        #expect(result.stderr == """
            Wrote site/content/versions/2.0.1.md
            Wrote site/content/versions/2.0.1.fr.md
            Released 2.0.1: removed 4 fragment files from site/content/unreleased.

            """)
        #expect(try String(contentsOf: folder("site/content/versions/2.0.1.md"), encoding: .utf8) == Self.expected)
        #expect(try String(contentsOf: folder("site/content/versions/2.0.1.fr.md"), encoding: .utf8) == """
            ---
            version: 2.0.1
            changes:
              added:
                - "Folders for notes: \\"at last\\"."
                - Synchronisation plus rapide
            ---

            """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder("site/content/unreleased").path) == [])
        let check = try NoteSiteBinary.run(["check", "site"], in: folder.url)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(!check.stderr.contains("warning: this change"))
        let build = try NoteSiteBinary.run(["build", "site", "--quiet"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        let page = try String(contentsOf: folder("site/_site/versions/2.0.1/index.html"), encoding: .utf8)
        #expect(page.contains("Faster sync"))
        let loaded = ContentLoader(site: SitePaths(given: folder("site").path)).load()
        let fixed = try #require(loaded.releases.first { $0.version.canonical == "2.0.1" }?.changes.last)
        #expect(fixed.kind == .fixed && fixed.platforms(ofItem: 0) == ["android"])
    }

    @Test("today is the date in the site's time zone, and --date and --title are written as given")
    func dates() throws {
        let paris = try site(config: "timeZone: Europe/Paris\n")
        let result = try release(["2.0.1", "site", "--dry-run"], in: paris)
        #expect(result.stdout.contains("\ndate: 2026-03-19\n"))
        let given = try release(["2.0.1", "site", "--dry-run", "--date", "2026-04-01", "--title", "Spring: *fresh*"], in: paris)
        #expect(given.stdout.hasPrefix("---\nversion: 2.0.1\ndate: 2026-04-01\ntitle: \"Spring: *fresh*\"\n"))
        let bad = try release(["2.0.1", "site", "--date", "2026-02-30"], in: paris)
        #expect(bad.status == 1)
        #expect(bad.stderr.hasPrefix("--date: error: the date must be a real date as YYYY-MM-DD, found \"2026-02-30\"\n"))
    }

    @Test("refuses a version not above the released ones of its major, naming the highest; --force releases it", arguments: [
        ("1.3.0", "site/content/versions/1.4.2.md:2:10: error: 1.3.0 is not above 1.4.2, the highest released version of major 1\n  hint: release a version above 1.4.2, or pass --force to release 1.3.0 anyway\n"),
        ("2.0.0-rc.1", "site/content/versions/2.0.0.md:2:10: error: 2.0.0-rc.1 is not above 2.0.0, the highest released version of major 2\n  hint: release a version above 2.0.0, or pass --force to release 2.0.0-rc.1 anyway\n"),
        ("0.9.0", "site/content/versions/2.0.0.md:2:10: error: 0.9.0 is not above 2.0.0, the highest released version\n  hint: release a version above 2.0.0, or pass --force to release 0.9.0 anyway\n"),
    ])
    func order(_ version: String, expected: String) throws {
        let folder = try site()
        let refused = try release([version, "site"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stderr == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder("site/content/unreleased").path).count == 4)
        let forced = try release([version, "site", "--force"], in: folder)
        #expect(forced.status == 0, "\(forced.stderr)")
    }

    @Test("a maintenance release, a version above a draft or a scheduled one, and a new major are above what is released",
          arguments: ["1.4.3", "2.0.1", "3.0.0-beta.1"])
    func accepted(_ version: String) throws {
        let folder = try site()
        let result = try release([version, "site", "--dry-run"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("refuses a version that exists and an empty unreleased folder")
    func refusals() throws {
        let folder = try site()
        let existing = try release(["2.1.0", "site"], in: folder)
        #expect(existing.status == 1)
        #expect(existing.stderr == """
            site/content/versions/2.1.0.md:2:10: error: version 2.1.0 exists already in site/content/versions/2.1.0.md
              hint: release another version, or add the changes to site/content/versions/2.1.0.md by hand

            """)
        // A file in the way of the fragments' translations stops the release before anything is written.
        try folder.write("---\nversion: 2.0.0\nchanges:\n  fixed: [Un ancien correctif]\n---\n", to: "site/content/versions/2.0.1.fr.md")
        let blocked = try release(["2.0.1", "site"], in: folder)
        #expect(blocked.status == 1)
        #expect(blocked.stderr == """
            site/content/versions/2.0.1.fr.md: error: the file exists already
              hint: the fragments' translations would go into it: move it aside, or merge them by hand

            """)
        #expect(!FileManager.default.fileExists(atPath: folder("site/content/versions/2.0.1.md").path))
        let empty = try site(fragments: [:])
        let none = try release(["2.0.1", "site"], in: empty)
        #expect(none.status == 1)
        #expect(none.stderr == """
            site/content/unreleased: error: nothing to release: there are no change fragments
              hint: write down each change with 'notesite add <type> <text>', e.g. notesite add fixed "A crash on launch"

            """)
    }

    @Test("after a release that stopped before removing the fragments, running it again says which to remove")
    func interrupted() throws {
        let folder = try site()
        let printed = try release(["2.0.1", "site", "--dry-run"], in: folder)
        // What a release leaves when it stops between writing and removing.
        try folder.write(printed.stdout, to: "site/content/versions/2.0.1.md")
        let again = try release(["2.0.1", "site"], in: folder)
        #expect(again.status == 1)
        #expect(again.stderr == """
            site/content/versions/2.0.1.md:2:10: error: version 2.0.1 exists already in site/content/versions/2.0.1.md
              hint: every fragment already stands in it, so an earlier release stopped before removing them: remove site/content/unreleased/a-crash.md site/content/unreleased/b-folders.md site/content/unreleased/c-sync.md

            """)
        let next = try release(["2.0.2", "site"], in: folder)
        #expect(next.status == 1)
        #expect(next.stderr.hasPrefix("site/content/unreleased/a-crash.md:6:1: error: this change and 2 more already stand in released versions, this one in 2.0.1\n"))
        let check = try NoteSiteBinary.run(["check", "site"], in: folder.url)
        #expect(check.stderr.contains("""
            site/content/unreleased/c-sync.md:4:1: warning: this change already stands in version 2.0.1 (site/content/versions/2.0.1.md)
              hint: remove the fragment if it was released; 'notesite release' removes the fragments it gathers
            """))
    }
}
