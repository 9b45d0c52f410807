import Testing
@testable import NoteSiteBuild

/// A folder without `content/versions/` is probably not the site the user
/// meant, so a build there says so instead of quietly building nothing.
@Suite("Not a site") struct NotASiteWarningTests {
    @Test("a folder without content/versions warns that it does not look like a site")
    func warnsWithoutVersionsFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Somewhere else\nbaseURL: https://example.com/\n", to: "site/notesite.yml")
        let text = TrustFixtures.text(of: TrustFixtures.check(folder("site")), site: folder("site"))
        #expect(text == """
            content/versions: warning: no such folder: this does not look like a notesite site, so it has no versions
              hint: run notesite in a site folder or pass its path; 'notesite init' creates one

            """)
    }

    @Test("an empty content/versions folder is a site with no versions yet, without a warning")
    func emptyVersionsFolderIsFine() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: New\nbaseURL: https://example.com/\n", to: "site/notesite.yml")
        try folder.write("", to: "site/content/versions/.keep")
        #expect(TrustFixtures.check(folder("site")).isEmpty)
    }

    @Test("the command line names the folder as typed")
    func commandLinePath() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Somewhere else\nbaseURL: https://example.com/\n", to: "elsewhere/notesite.yml")
        let run = try NoteSiteBinary.run(["check", "elsewhere"], in: folder.url)
        #expect(run.stderr.hasPrefix("elsewhere/content/versions: warning: no such folder"), "\(run.stderr)")
    }
}
