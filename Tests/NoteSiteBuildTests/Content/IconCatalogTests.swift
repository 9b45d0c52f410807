import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteDiagnostics
@testable import NoteSiteContent

@Suite("Icon names resolve in order: the site's own, bi:, SF Symbols")
struct IconCatalogTests {
    private let square = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2h20v20H2z"/></svg>"#
    private let sanitisedSquare = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2h20v20H2z"></path></svg>"#

    private func catalog(with files: [String: String]) throws -> (IconCatalog, [Diagnostic]) {
        let folder = try TemporaryFolder()
        for (name, text) in files { try folder.write(text, to: "icons/" + name) }
        var diagnostics: [Diagnostic] = []
        let catalog = IconCatalog(customFolder: folder("icons"), displayFolder: "content/icons",
                                  files: ContentFiles(site: folder.url), diagnostics: &diagnostics)
        return (catalog, diagnostics)
    }

    @Test("content/icons/<name>.svg wins over an SF Symbols name and a bi: name")
    func customWins() throws {
        let (catalog, diagnostics) = try catalog(with: ["star.fill.svg": square, "bi:rocket.svg": square, "own.svg": square])
        #expect(diagnostics.isEmpty)
        #expect(catalog.resolve("star.fill") == sanitisedSquare)
        #expect(catalog.resolve("bi:rocket") == sanitisedSquare)
        #expect(catalog.resolve("own") == sanitisedSquare)
        #expect(catalog.resolve("star") == BootstrapIcons.shared.svg(named: "star"))
        #expect(catalog.suggestions(for: "onw") == ["own"])
    }

    @Test("hidden files in content/icons are skipped; other non-SVG files are reported")
    func hiddenFiles() throws {
        let (_, diagnostics) = try catalog(with: [".keep": "", "notes.txt": "x"])
        #expect(diagnostics.map(\.text) == ["content/icons/notes.txt: warning: ignored: icons must be .svg files"])
    }

    @Test("a site using 100 names from the SF Symbols table builds with no unknown icon")
    func hundredSymbolNames() throws {
        let names = SymbolAliases.table.keys.sorted()
        try #require(names.count >= 100)
        // Spread over the whole table rather than its first hundred names.
        let picked = (0..<100).map { names[$0 * names.count / 100] }
        let folder = try TemporaryFolder()
        for version in 0..<10 {
            let features = picked[(version * 10)..<(version * 10 + 10)].map {
                "  - icon: \($0)\n    title: \"\($0)\"\n"
            }.joined()
            try folder.write("---\nversion: 1.\(version).0\ndate: 2026-01-\(10 + version)\nfeatures:\n\(features)---\n",
                             to: "site/content/versions/1.\(version).0.md")
        }
        let report = TrustFixtures.build(folder("site"), into: folder("out"))
        #expect(report.diagnostics.filter { $0.severity == .error }.map(\.text) == [])
        #expect(!report.diagnostics.contains { $0.message.contains("icon") })
        // Every version page shows its ten icons as Bootstrap's markup.
        for version in 0..<10 {
            let page = try #require(FileTree.text("versions/1.\(version).0/index.html", in: folder("out")))
            let icons = page.components(separatedBy: #"fill="currentColor" viewBox="0 0 16 16""#).count - 1
            #expect(icons >= 10, "versions/1.\(version).0/")
        }
    }
}
