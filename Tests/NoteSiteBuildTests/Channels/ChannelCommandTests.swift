import Foundation
import Testing
@testable import NoteSiteBuild

@Suite("import and export on the command line: located errors, exit 1, nothing written")
struct ChannelCommandTests {
    /// A site with one version file, and the tree as it was before the command.
    private func site() throws -> (TemporaryFolder, [String]) {
        let folder = try TemporaryFolder()
        try folder.write("---\nversion: 1.0.0\ndate: 2026-01-01\n---\n", to: "site/content/versions/1.0.0.md")
        try folder.write("[{\"tag_name\": \"v1.0.0\", \"published_at\": \"2026-01-01T00:00:00Z\"", to: "broken.json")
        try folder.write("## [1.0.0] - 2026-01-01\n### Added\n- First\n\n## [1.1.0] - 2026-02-01\n### Fixed\n- Second\n",
                         to: "CHANGELOG.md")
        return (folder, FileTree.files(below: folder.url))
    }

    @Test("each error names its place and leaves every file as it was", arguments: [
        (["import", "keepachangelog", "missing.md", "site"], """
            missing.md: error: no such file
              hint: pass the path of the file to import
            Import failed: 1 error; nothing was written.

            """),
        (["import", "kacl", "CHANGELOG.md", "site"], """
            error: unknown format 'kacl'
              hint: use one of: keepachangelog, github-releases, notelet

            """),
        (["export", "sparkel", "site"], """
            error: unknown format 'sparkel'
              hint: did you mean 'sparkle'? use one of: keepachangelog, sparkle, fastlane, github

            """),
        (["import", "keepachangelog", "CHANGELOG.md", "site"], """
            site/content/versions/1.0.0.md: error: the file exists already (version 1.0.0, CHANGELOG.md:1)
              hint: remove it, or pass --force to write over it
            Import failed: 1 error; nothing was written.

            """),
        (["import", "keepachangelog", "CHANGELOG.md", "no-site"], """
            no-site: error: no such site folder
              hint: pass the site folder after the file, or create one with 'notesite init'
            Import failed: 1 error; nothing was written.

            """),
    ])
    func errors(_ arguments: [String], stderr: String) throws {
        let (folder, before) = try site()
        let result = try NoteSiteBinary.run(arguments, in: folder.url)
        // An unknown format is a malformed command line.
        #expect(result.status == (stderr.contains("unknown format") ? 64 : 1))
        #expect(result.stdout == "")
        #expect(result.stderr == stderr)
        #expect(FileTree.files(below: folder.url) == before)
    }

    @Test("a version the site has under another file name is an error, even with --force")
    func sameVersionElsewhere() throws {
        let (folder, _) = try site()
        try FileManager.default.moveItem(at: folder.path("site/content/versions/1.0.0.md"),
                                         to: folder.path("site/content/versions/first.md"))
        let before = FileTree.files(below: folder.url)
        let result = try NoteSiteBinary.run(["import", "keepachangelog", "CHANGELOG.md", "site", "--force"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr == """
            site/content/versions/first.md: error: version 1.0.0 is already in this file (CHANGELOG.md:1)
              hint: remove or rename this file first, or leave the version out of CHANGELOG.md
            Import failed: 1 error; nothing was written.

            """)
        #expect(FileTree.files(below: folder.url) == before)
    }

    @Test("unreadable JSON is located at the place the parser stopped")
    func unreadableJSON() throws {
        let (folder, before) = try site()
        let result = try NoteSiteBinary.run(["import", "github-releases", "broken.json", "site"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("broken.json:1:"))
        #expect(result.stderr.contains(": error: "))
        #expect(result.stderr.hasSuffix("Import failed: 1 error; nothing was written.\n"))
        #expect(FileTree.files(below: folder.url) == before)
    }

    @Test("--force writes over existing files; every file written passes check")
    func force() throws {
        let (folder, _) = try site()
        let result = try NoteSiteBinary.run(["import", "keepachangelog", "CHANGELOG.md", "site", "--force"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "Wrote site/content/versions/1.0.0.md (CHANGELOG.md:1)\nWrote site/content/versions/1.1.0.md (CHANGELOG.md:5)\nImported 2 versions.\n")
        #expect(FileTree.text("site/content/versions/1.0.0.md", in: folder.url)
                == "---\nversion: 1.0.0\ndate: 2026-01-01\nchanges:\n  added:\n    - First\n---\n")
        let checked = try NoteSiteBinary.run(["check", "site"], in: folder.url)
        #expect(checked.status == 0, "\(checked.stderr)")
    }
}
