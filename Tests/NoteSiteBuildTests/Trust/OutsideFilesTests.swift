import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSupport
@testable import NoteSiteContent

/// Nothing outside the site folder is read into the output (docs/builds.md), through
/// whatever kind of link the content holds.
@Suite("Files outside the site") struct OutsideFilesTests {
    static let marker = "SECRET-OUTSIDE-THE-SITE-7f3a"

    /// A site beside a folder of secrets, and a link to it in `content/assets/`.
    private func siteBesideSecrets() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("\(Self.marker)\n", to: "secrets/secret.txt")
        try folder.write("<svg viewBox=\"0 0 1 1\"><path d=\"M0 0\"/><!-- \(Self.marker) --></svg>", to: "secrets/icon.svg")
        try folder.write("---\nversion: 9.9.9\ndate: 2026-01-10\ntitle: \(Self.marker)\n---\n", to: "secrets/9.9.9.md")
        try folder.write("<p>{{site.title}} \(Self.marker)</p>", to: "secrets/changelog.mustache")
        try folder.write("title: Fixture\nbaseURL: https://example.com/notes/\n", to: "site/notesite.yml")
        try folder.write("---\nversion: 1.0.0\ndate: 2026-01-10\n---\nBody\n", to: "site/content/versions/1.0.0.md")
        try folder.write("real asset\n", to: "site/content/assets/real.txt")
        try FileManager.default.createSymbolicLink(at: folder("site/content/assets/linked"), withDestinationURL: folder("secrets"))
        return folder
    }

    private func outputMentionsSecret(_ output: URL) -> Bool {
        ContentFiles.regularFiles(below: output).contains { file in
            let data = FileManager.default.contents(atPath: output.appendingPathComponent(file).path) ?? Data()
            return String(decoding: data, as: UTF8.self).contains(Self.marker)
        }
    }

    @Test("a linked folder in content/assets that leads outside is an error naming it")
    func linkedAssetFolder() throws {
        let folder = try siteBesideSecrets()
        let report = TrustFixtures.build(folder("site"), into: folder("out"))
        #expect(TrustFixtures.text(of: report.diagnostics, site: folder("site")) == """
            content/assets/linked: error: the folder is a link that leads outside the site
              hint: copy the folder into content/assets/ instead of linking to it

            """)
        #expect(!FileManager.default.fileExists(atPath: folder("out").path))
    }

    @Test("a site folder that is a link leading outside is an error naming it", arguments: [
        "content/icons", "content/assets", "templates", "content/versions",
    ])
    func linkedSiteFolder(_ path: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Fixture\nbaseURL: https://example.com/notes/\n", to: "site/notesite.yml")
        try folder.write("---\nversion: 1.0.0\ndate: 2026-01-10\n---\nBody\n", to: "site/content/versions/1.0.0.md")
        try folder.write("<svg viewBox=\"0 0 1 1\"><path d=\"M0 0\"/><!-- \(Self.marker) --></svg>", to: "elsewhere/leak.svg")
        try folder.write("\(Self.marker)\n", to: "elsewhere/secret.txt")
        try folder.write("<p>\(Self.marker)</p>", to: "elsewhere/changelog.mustache")
        try folder.write("---\nversion: 1.0.0\ndate: 2026-01-10\ntitle: \(Self.marker)\n---\n", to: "elsewhere/1.0.0.md")
        try? FileManager.default.removeItem(at: folder("site/" + path))
        try FileManager.default.createDirectory(at: folder("site/" + path).deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder("site/" + path), withDestinationURL: folder("elsewhere"))
        let report = TrustFixtures.build(folder("site"), into: folder("out"))
        let text = TrustFixtures.text(of: report.diagnostics, site: folder("site"))
        #expect(text.hasPrefix("""
            \(path): error: the folder is a link that leads outside the site
              hint: copy the folder into the site instead of linking to it

            """), "\(text)")
        #expect(!report.succeeded)
        #expect(!FileManager.default.fileExists(atPath: folder("out").path))
    }

    @Test("links that stay inside the site work, for files and folders")
    func linksInsideTheSite() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Fixture\nbaseURL: https://example.com/notes/\n", to: "site/notesite.yml")
        try folder.write("""
            ---
            version: 1.0.0
            date: 2026-01-10
            features:
              - icon: kept-star
                title: Shared
            pages:
              - image: assets/linked/photo.png
                title: Linked folder
              - image: assets/logo.png
                title: Linked file
            ---
            Body
            """, to: "site/kept/versions/1.0.0.md")
        try folder.write("LOGO\n", to: "site/kept/logo.png")
        try folder.write("PHOTO\n", to: "site/kept/photos/photo.png")
        try folder.write("<svg viewBox=\"0 0 1 1\"><path d=\"M0 0h1v1z\"/></svg>", to: "site/kept/icons/kept-star.svg")
        try folder.write("/* linked theme */\n", to: "site/kept/theme/notesite.css")
        let fm = FileManager.default
        try fm.createDirectory(at: folder("site/content/versions"), withIntermediateDirectories: true)
        try fm.createDirectory(at: folder("site/content/assets"), withIntermediateDirectories: true)
        // Relative links, as a user makes them with `ln -s`.
        try fm.createSymbolicLink(atPath: folder("site/content/versions/1.0.0.md").path,
                                  withDestinationPath: "../../kept/versions/1.0.0.md")
        try fm.createSymbolicLink(atPath: folder("site/content/assets/logo.png").path, withDestinationPath: "../../kept/logo.png")
        try fm.createSymbolicLink(atPath: folder("site/content/assets/linked").path, withDestinationPath: "../../kept/photos")
        try fm.createSymbolicLink(atPath: folder("site/content/icons").path, withDestinationPath: "../kept/icons")
        try fm.createSymbolicLink(atPath: folder("site/templates").path, withDestinationPath: "kept/theme")
        let report = TrustFixtures.build(folder("site"), into: folder("out"))
        #expect(report.succeeded, "\(report.diagnostics.map(\.text))")
        #expect(fm.contents(atPath: folder("out/assets/logo.png").path) == Data("LOGO\n".utf8))
        #expect(fm.contents(atPath: folder("out/assets/linked/photo.png").path) == Data("PHOTO\n".utf8))
        let css = try String(contentsOf: folder("out/assets/notesite.css"), encoding: .utf8)
        #expect(css.contains("linked theme"))
        let page = try String(contentsOf: folder("out/versions/1.0.0/index.html"), encoding: .utf8)
        #expect(page.contains("M0 0h1v1z"))
    }

    @Test("linked asset, version, icon and template files that lead outside are errors, each named")
    func linkedFiles() throws {
        let folder = try siteBesideSecrets()
        let links = [("site/content/assets/secret.txt", "secrets/secret.txt"),
                     ("site/content/versions/9.9.9.md", "secrets/9.9.9.md"),
                     ("site/content/icons/leak.svg", "secrets/icon.svg"),
                     ("site/templates/changelog.mustache", "secrets/changelog.mustache")]
        for (link, target) in links {
            try FileManager.default.createDirectory(at: folder(link).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: folder(link), withDestinationURL: folder(target))
        }
        let report = TrustFixtures.build(folder("site"), into: folder("out"))
        #expect(TrustFixtures.text(of: report.diagnostics, site: folder("site")) == """
            content/assets/linked: error: the folder is a link that leads outside the site
              hint: copy the folder into content/assets/ instead of linking to it
            content/assets/secret.txt: error: the asset is a link that leads outside the site
              hint: copy the file into content/assets/ instead of linking to it
            content/icons/leak.svg: error: the icon is a link that leads outside the site
              hint: copy the file into content/icons/ instead of linking to it
            content/versions/9.9.9.md: error: the version file is a link that leads outside the site
              hint: copy the file into content/versions/ instead of linking to it
            templates/changelog.mustache: error: the template is a link that leads outside the site
              hint: copy the file into templates/ instead of linking to it

            """)
        #expect(!FileManager.default.fileExists(atPath: folder("out").path))
    }
}
