import Testing
@testable import NoteSiteBuild

/// Messages name files the way the user would type them from where they
/// stand, in the location and inside the message alike.
@Suite("Paths as typed") struct TypedPathTests {
    @Test("with the site folder given, a missing asset names site/content/…")
    func missingAsset() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Typed\nbaseURL: https://example.com/\n", to: "site/notesite.yml")
        try folder.write("---\nversion: 1.0.0\ndate: 2026-01-10\npages:\n  - image: assets/missing.png\n    title: Gone\n---\n",
                         to: "site/content/versions/1.0.0.md")
        let run = try NoteSiteBinary.run(["check", "site"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("""
            site/content/versions/1.0.0.md:5:12: error: 'pages[0].image' names a missing file: site/content/assets/missing.png
              hint: add the file to content/assets/ or correct the path
            """), "\(run.stderr)")
    }
}
