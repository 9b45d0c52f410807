import Foundation
import Testing
@testable import NoteSiteBuild

@Suite("unreleased.show: the first changelog page opens with the unreleased changes")
struct UnreleasedSectionTests {
    private func site(show: Bool = true, perPage: Int = 1) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("""
            baseURL: https://example.com/notes/
            languages: {fr: {}, ar: {}}
            paging: {perPage: \(perPage)}
            unreleased: {show: \(show)}

            """, to: "site/notesite.yml")
        try folder.write("---\nversion: 1.0.0\ndate: 2026-01-05\nlabels: [sync]\n---\n", to: "site/content/versions/1.0.0.md")
        try folder.write("---\nversion: 1.1.0\ndate: 2026-02-05\nlabels: [sync]\n---\n", to: "site/content/versions/1.1.0.md")
        try folder.write("---\ntype: fixed\n---\nA crash on *launch*\n", to: "site/content/unreleased/crash.md")
        try folder.write("---\ntype: added\n---\nFolders\n", to: "site/content/unreleased/folders.md")
        try folder.write("Dossiers\n", to: "site/content/unreleased/folders.fr.md")
        return folder
    }

    private func text(_ path: String, in folder: TemporaryFolder) -> String {
        FileTree.text(path, in: folder("out")) ?? ""
    }

    static let english = """
        <section class="ns-release ns-unreleased" aria-labelledby="unreleased">
          <h2 class="ns-release-version" id="unreleased">Unreleased</h2>
          <div class="ns-changes">
            <section class="ns-change-list ns-change-added" aria-labelledby="c-unreleased-added">
              <h3 class="ns-change-heading" id="c-unreleased-added">Added</h3>
              <ul>
                <li>Folders</li>
              </ul>
            </section>
            <section class="ns-change-list ns-change-fixed" aria-labelledby="c-unreleased-fixed">
              <h3 class="ns-change-heading" id="c-unreleased-fixed">Fixed</h3>
              <ul>
                <li>A crash on <em>launch</em></li>
              </ul>
            </section>
          </div>
        </section>
        """

    @Test("every language's first page shows the fragments grouped by type, in its own words and their own language")
    func firstPages() throws {
        let folder = try site()
        let report = TrustFixtures.build(folder("site"), into: folder("out"))
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(text("index.html", in: folder).contains(Self.english))
        let french = text("fr/index.html", in: folder)
        #expect(french.contains(#"<h2 class="ns-release-version" id="unreleased">Non publié</h2>"#))
        #expect(french.contains(#"<h3 class="ns-change-heading" id="c-unreleased-added">Ajouts</h3>"#))
        #expect(french.contains("<li>Dossiers</li>"))
        #expect(french.contains(#"<li><span lang="en">A crash on <em>launch</em></span></li>"#))
        let arabic = text("ar/index.html", in: folder)
        #expect(arabic.contains(#"<h2 class="ns-release-version" id="unreleased">لم يُصدَر بعد</h2>"#))
        #expect(arabic.contains(#"<li><span lang="en" dir="ltr">Folders</span></li>"#))
    }

    @Test("never on further pages, label pages, feeds, notes.json, the sitemap or the widget")
    func nowhereElse() throws {
        let folder = try site()
        #expect(TrustFixtures.build(folder("site"), into: folder("out")).succeeded)
        for file in FileTree.files(below: folder("out")) where !["index.html", "fr/index.html", "ar/index.html"].contains(file) {
            let contents = text(file, in: folder)
            #expect(!contents.contains("A crash on") && !contents.contains("ns-unreleased"), "\(file)")
        }
    }

    @Test("a fragment for some platforms shows their badges, as a change item of a version does")
    func platformBadges() throws {
        let folder = try site()
        try folder.write("""
            baseURL: https://example.com/notes/
            languages: {fr: {}, ar: {}}
            platforms: [ios, android]
            unreleased: {show: true}

            """, to: "site/notesite.yml")
        try folder.write("---\ntype: fixed\nplatforms: [ios]\n---\nA crash on *launch*\n", to: "site/content/unreleased/crash.md")
        let report = TrustFixtures.build(folder("site"), into: folder("out"))
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = text("index.html", in: folder)
        #expect(page.contains(#"<li>A crash on <em>launch</em> <span class="ns-badge ns-badge-platform">iOS</span></li>"#))
        #expect(page.contains("<li>Folders</li>"), "a fragment for every platform has no badge")
    }

    @Test("shown only with unreleased.show: true")
    func hidden() throws {
        let folder = try site(show: false)
        #expect(TrustFixtures.build(folder("site"), into: folder("out")).succeeded)
        #expect(!text("index.html", in: folder).contains("ns-unreleased"))
    }

    @Test("a fragment added, changed or removed remakes the first pages alone, as a fresh build would")
    func rebuild() throws {
        let folder = try site()
        #expect(TrustFixtures.build(folder("site"), into: folder("out")).succeeded)
        let files = FileTree.files(below: folder("out")).count
        for step in ["add", "change", "remove"] {
            switch step {
            case "add": try folder.write("---\ntype: security\n---\nSafer links\n", to: "site/content/unreleased/links.md")
            case "change": try folder.write("---\ntype: security\n---\nSafest links\n", to: "site/content/unreleased/links.md")
            default: try FileManager.default.removeItem(at: folder("site/content/unreleased/links.md"))
            }
            let report = TrustFixtures.build(folder("site"), into: folder("out"))
            #expect(report.succeeded)
            // The three first pages and the manifest are made anew; the rest is kept.
            #expect(report.reusedFiles == files - 4, "\(step)")
            let page = text("index.html", in: folder)
            #expect(page.contains("Safer links") == (step == "add"), "\(step)")
            #expect(page.contains("Safest links") == (step == "change"), "\(step)")
            let fresh = try TemporaryFolder()
            #expect(TrustFixtures.build(folder("site"), into: fresh("out")).succeeded)
            #expect(FileTree.text("index.html", in: fresh("out")) == page, "\(step)")
        }
    }
}
