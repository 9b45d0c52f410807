import Foundation
import Testing
@testable import NoteSiteCore

@Suite("check notes versions whose sheet has no features")
struct SheetCoverageTests {
    private static let featured = SmallSite.version("1.1.0", date: "2026-02-01",
                                                    "features:\n  - icon: star.fill\n    title: Stars\n")
    private static let bare = SmallSite.version("1.0.0", date: "2026-01-01", body: "Fixes.")

    private func site(_ versions: [String: String]) throws -> (TemporaryFolder, URL) {
        let folder = try TemporaryFolder()
        try folder.write("title: Small\nbaseURL: https://example.com/\n", to: "site/notesite.yml")
        for (name, text) in versions { try folder.write(text, to: "site/content/versions/" + name) }
        return (folder, folder("site"))
    }

    @Test("a version without features or pages is named in one note, which is not a warning")
    func noteForBareVersion() throws {
        let (folder, root) = try site(["1.0.0.md": Self.bare, "1.1.0.md": Self.featured])
        defer { withExtendedLifetime(folder) {} }
        let diagnostics = TrustFixtures.check(root)
        #expect(TrustFixtures.text(of: diagnostics, site: root) == """
            content/versions: note: 1 version has neither features nor pages, so the sheet shows the title and body (1.0.0)
              hint: add features where an app expects a sheet of features, as WhatsNewKit does

            """)
        #expect(diagnostics.allSatisfy { $0.severity == .note })
    }

    @Test("versions with features, and builds, get no note")
    func noNoteOtherwise() throws {
        let (folder, root) = try site(["1.0.0.md": Self.bare, "1.1.0.md": Self.featured])
        #expect(TrustFixtures.build(root, into: folder("out")).diagnostics.isEmpty)
        let (other, featuredOnly) = try site(["1.1.0.md": Self.featured])
        defer { withExtendedLifetime(other) {} }
        #expect(TrustFixtures.check(featuredOnly).isEmpty)
    }

    @Test("GitHub annotations call a note a notice")
    func githubNotice() {
        let note = Diagnostic(.note, path: "content/versions", message: "m")
        #expect(note.githubAnnotation == "::notice file=content/versions::m")
        #expect(Diagnostic.Severity.note < .warning && Diagnostic.Severity.warning < .error)
    }
}
