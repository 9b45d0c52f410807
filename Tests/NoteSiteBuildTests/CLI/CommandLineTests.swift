import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSupport

@Suite("The notesite command line: exit codes and streams")
struct CommandLineTests {
    static let buildUsage =
        "notesite build [<site-dir>] [-o|--output <dir>] [--base-url <url>] [--drafts] [--audience <a,b>] [--future] [--force] [-q|--quiet]"

    @Test("prints its version on stdout", arguments: ["--version", "-V"])
    func version(_ flag: String) throws {
        let result = try NoteSiteBinary.run([flag])
        #expect(result.status == 0)
        #expect(result.stdout == NoteSite.version + "\n")
        #expect(result.stderr == "")
    }

    @Test("prints help on stdout", arguments: [["--help"], ["-h"], ["help"], []])
    func help(_ arguments: [String]) throws {
        let result = try NoteSiteBinary.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: notesite \(NoteSite.version)"))
        for part in ["USAGE: notesite <subcommand>", "OPTIONS:", "SUBCOMMANDS:", "  build ", "  check ", "  new ", "  init "] {
            #expect(result.stdout.contains(part), "\(part)")
        }
        #expect(result.stderr == "")
    }

    @Test("prints a command's help from the same record the parser reads", arguments: [["help", "build"], ["build", "--help"]])
    func commandHelp(_ arguments: [String]) throws {
        let result = try NoteSiteBinary.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: Build the site into its output folder.\n"))
        #expect(result.stdout.contains("USAGE: \(Self.buildUsage)\n"))
        #expect(result.stdout.contains("  -o, --output <dir>      Where to write the site (default: <site-dir>/_site).\n"))
        #expect(result.stderr == "")
    }

    @Test("rejects an unknown option with a suggestion and the usage, exit 64")
    func unknownOption() throws {
        let result = try NoteSiteBinary.run(["build", "--ouput", "x"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            Error: Unknown option '--ouput'. Did you mean '--output'?
            Usage: \(Self.buildUsage)
              See 'notesite --help' for more information.

            """)
    }

    @Test("rejects other malformed command lines with exit 64", arguments: [
        (["biuld"], "Error: Unknown command 'biuld'. Did you mean 'build'?"),
        (["check", "--format", "xml"], "Error: 'xml' is not a valid value for '--format'; use text or github."),
        (["build", "-o"], "Error: Missing value for '--output <dir>'."),
        (["new"], "Error: Missing expected argument '<version>'."),
        (["init", "a", "b"], "Error: Unexpected argument 'b'."),
    ])
    func usageErrors(_ arguments: [String], firstLine: String) throws {
        let result = try NoteSiteBinary.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == firstLine)
    }

    @Test("fails with exit 1 on a missing site folder", arguments: ["build", "check"])
    func missingSite(_ command: String) throws {
        let folder = try TemporaryFolder()
        let result = try NoteSiteBinary.run([command, "no-such-site"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("""
            no-such-site: error: no such site folder
              hint: run notesite in a site folder, pass its path, or create one with 'notesite init'

            """))
        #expect(FileTree.files(below: folder.url).isEmpty)
    }

    @Test("new dates a version today in the site's time zone, following SOURCE_DATE_EPOCH")
    func newVersionToday() throws {
        let site = try TemporaryFolder()
        // 2026-03-18T23:30:00Z: still the 18th in UTC, already the 19th in Paris.
        let epoch = ["SOURCE_DATE_EPOCH": "1773876600"]
        #expect(try NoteSiteBinary.run(["new", "1.0.0"], in: site.url, environment: epoch).status == 0)
        #expect(try String(contentsOf: site.path("content/versions/1.0.0.md"), encoding: .utf8).contains("\ndate: 2026-03-18\n"))
        try site.write("timeZone: Europe/Paris\n", to: "notesite.yml")
        #expect(try NoteSiteBinary.run(["new", "1.1.0"], in: site.url, environment: epoch).status == 0)
        #expect(try String(contentsOf: site.path("content/versions/1.1.0.md"), encoding: .utf8).contains("\ndate: 2026-03-19\n"))
        let fresh = try TemporaryFolder()
        #expect(try NoteSiteBinary.run(["init", fresh.url.path + "/s"], environment: epoch).status == 0)
        #expect(try String(contentsOf: fresh.path("s/content/versions/1.0.0.md"), encoding: .utf8).contains("\ndate: 2026-03-18\n"))
    }

    @Test("new writes a version file dated today and refuses to overwrite it")
    func newVersion() throws {
        let site = try TemporaryFolder()
        let created = try NoteSiteBinary.run(["new", "1.5"], in: site.url)
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stderr == "Created content/versions/1.5.0.md\n")
        let file = site.path("content/versions/1.5.0.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix("---\nversion: 1.5.0\ndate: \(Self.today())\n"))

        try site.write("---\nversion: 1.5.0\ndate: 2020-01-01\n---\nMine.\n", to: "content/versions/1.5.0.md")
        let again = try NoteSiteBinary.run(["new", "1.5.0"], in: site.url)
        #expect(again.status == 1)
        #expect(again.stderr == """
            content/versions/1.5.0.md: error: the file exists already
              hint: edit it, or choose another version

            """)
        #expect(try String(contentsOf: file, encoding: .utf8) == "---\nversion: 1.5.0\ndate: 2020-01-01\n---\nMine.\n")
    }

    @Test("new refuses a version that is not SemVer")
    func newBadVersion() throws {
        let site = try TemporaryFolder()
        let result = try NoteSiteBinary.run(["new", "1.5.x"], in: site.url)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: "))
        #expect(FileTree.files(below: site.url).isEmpty)
    }

    @Test("init creates a site that builds, and refuses a folder that is not empty")
    func initSite() throws {
        let folder = try TemporaryFolder()
        let created = try NoteSiteBinary.run(["init", "starter"], in: folder.url)
        #expect(created.status == 0, "\(created.stderr)")
        let files = FileTree.files(below: folder.path("starter"))
        #expect(files.contains("notesite.yml"))
        #expect(files.contains("content/versions/1.0.0.md"))

        let built = try NoteSiteBinary.run(["build", "starter"], in: folder.url)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(!built.stderr.contains("warning"), "the starter's first build warns:\n\(built.stderr)")
        #expect(built.stderr.hasPrefix("Built 1 version into "), "\(built.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.path("starter/_site/index.html").path))
        #expect(FileManager.default.fileExists(atPath: folder.path("starter/_site/versions/1.0.0/index.html").path))

        let refused = try NoteSiteBinary.run(["init", "starter"], in: folder.url)
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("starter: error: the folder is not empty\n"))
    }

    @Test("init --empty creates a site with no versions that builds without a warning, then takes an import")
    func initEmpty() throws {
        let folder = try TemporaryFolder()
        let created = try NoteSiteBinary.run(["init", "--empty", "starter"], in: folder.url)
        #expect(created.status == 0, "\(created.stderr)")
        let files = FileTree.files(below: folder.path("starter"))
        #expect(files.contains("notesite.yml"))
        #expect(!files.contains { $0.hasPrefix("content/versions/") && $0.hasSuffix(".md") }, "\(files)")

        let built = try NoteSiteBinary.run(["build", "starter"], in: folder.url)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stderr.hasPrefix("Built 0 versions into "), "an empty site warns or fails:\n\(built.stderr)")
        let index = try String(contentsOf: folder.path("starter/_site/index.html"), encoding: .utf8)
        #expect(index.contains("<p class=\"ns-empty\">No versions yet.</p>"))
        let versions = try String(contentsOf: folder.path("starter/_site/versions/index.html"), encoding: .utf8)
        #expect(versions.contains("<p class=\"ns-empty\">No versions yet.</p>"))

        try folder.write("# Changelog\n\n## [1.1.0] - 2026-02-01\n### Added\n- Folders\n\n## [1.0.0] - 2026-01-01\n### Added\n- First\n",
                         to: "CHANGELOG.md")
        let imported = try NoteSiteBinary.run(["import", "keepachangelog", "CHANGELOG.md", "starter"], in: folder.url)
        #expect(imported.status == 0, "\(imported.stderr)")
        let rebuilt = try NoteSiteBinary.run(["build", "starter"], in: folder.url)
        #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
        #expect(rebuilt.stderr.hasPrefix("Built 2 versions into "), "\(rebuilt.stderr)")
    }

    @Test("init works in the current folder when it is empty")
    func initHere() throws {
        let folder = try TemporaryFolder()
        let created = try NoteSiteBinary.run(["init"], in: folder.url)
        #expect(created.status == 0, "\(created.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.path("notesite.yml").path))
    }

    /// A site with one mistake in each of three files.
    private func brokenSite() throws -> TemporaryFolder {
        let site = try TemporaryFolder()
        try site.write("titel: Broken\nbaseURL: https://broken.example/\n", to: "notesite.yml")
        try site.write("---\nversion: 1.0.x\ndate: 2026-01-01\n---\nHi\n", to: "content/versions/a.md")
        try site.write("---\nversion: 1.1.0\ndate: 2026-02-30\nfeatures:\n  - icon: star.fil\n    title: X\n---\nHi\n",
                       to: "content/versions/b.md")
        return site
    }

    static let brokenDiagnostics = """
        content/versions/a.md:2:10: error: 'version' must be a semantic version, found "1.0.x"
          hint: write it as 1.0.0, 1.0 or v1.0.0
        content/versions/b.md:3:7: error: 'date' must be a real date as YYYY-MM-DD or an RFC 3339 date-time, found "2026-02-30"
          hint: write it like 2026-03-18
        content/versions/b.md:5:11: error: unknown icon 'star.fil' in 'features[0]'
          hint: did you mean 'star.fill', 'bi:star-fill'?
        notesite.yml:1:1: error: unknown key 'titel' at the top level
          hint: did you mean 'title'?

        """

    @Test("check reports every error as path:line:col on stderr, exit 1, writing nothing")
    func checkBroken() throws {
        let site = try brokenSite()
        let before = FileTree.files(below: site.url)
        let result = try NoteSiteBinary.run(["check"], in: site.url)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == Self.brokenDiagnostics + "Check failed: 4 errors, 0 warnings.\n")
        #expect(FileTree.files(below: site.url) == before)
    }

    @Test("build of a broken site leaves no output and no staging folder")
    func buildBroken() throws {
        let site = try brokenSite()
        let before = FileTree.files(below: site.url)
        let result = try NoteSiteBinary.run(["build"], in: site.url)
        #expect(result.status == 1)
        #expect(result.stderr == Self.brokenDiagnostics + "Build failed: 4 errors, 0 warnings.\n")
        #expect(FileTree.files(below: site.url) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.url.path).sorted() == ["content", "notesite.yml"])
    }

    @Test("check --format github prints workflow annotations on stdout")
    func githubFormat() throws {
        let site = try brokenSite()
        let result = try NoteSiteBinary.run(["check", "--format", "github"], in: site.url)
        #expect(result.status == 1)
        #expect(result.stdout == """
            ::error file=content/versions/a.md,line=2,col=10::'version' must be a semantic version, found "1.0.x"%0Ahint: write it as 1.0.0, 1.0 or v1.0.0
            ::error file=content/versions/b.md,line=3,col=7::'date' must be a real date as YYYY-MM-DD or an RFC 3339 date-time, found "2026-02-30"%0Ahint: write it like 2026-03-18
            ::error file=content/versions/b.md,line=5,col=11::unknown icon 'star.fil' in 'features[0]'%0Ahint: did you mean 'star.fill', 'bi:star-fill'?
            ::error file=notesite.yml,line=1,col=1::unknown key 'titel' at the top level%0Ahint: did you mean 'title'?

            """)
        #expect(!result.stderr.contains("error:"))
    }

    @Test("names files as typed from the current folder")
    func displayPaths() throws {
        let site = try brokenSite()
        let parent = site.url.deletingLastPathComponent()
        let result = try NoteSiteBinary.run(["check", site.url.lastPathComponent], in: parent)
        #expect(result.stderr.hasPrefix("\(site.url.lastPathComponent)/content/versions/a.md:2:10: error: "))
    }

    /// Today as `new` writes it without SOURCE_DATE_EPOCH: the clock's date in UTC.
    static func today() -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let c = calendar.dateComponents([.year, .month, .day], from: Date())
        return String(format: "%04d-%02d-%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0)
    }
}
