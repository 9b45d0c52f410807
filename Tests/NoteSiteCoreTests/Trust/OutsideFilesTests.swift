import Foundation
import Testing
@testable import NoteSiteCore

/// Nothing outside the site folder is read into the output (SPEC §10), through
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

    @Test("a linked folder in content/assets is not followed")
    func linkedAssetFolder() throws {
        let folder = try siteBesideSecrets()
        let report = TrustFixtures.build(folder("site"), into: folder("out"))
        #expect(report.succeeded, "\(report.diagnostics.map(\.text))")
        #expect(FileManager.default.fileExists(atPath: folder("out/assets/real.txt").path))
        #expect(!outputMentionsSecret(folder("out")))
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
            content/assets/secret.txt: error: the asset is a link that leads outside the site
              hint: copy the file into content/assets/ instead of linking to it
            content/icons/leak.svg: error: the icon is a link that leads outside the site
              hint: copy the SVG file into content/icons/ instead of linking to it
            content/versions/9.9.9.md: error: the version file is a link that leads outside the site
              hint: copy the file into content/versions/ instead of linking to it
            templates/changelog.mustache: error: the template is a link that leads outside the site
              hint: copy the file into templates/ instead of linking to it

            """)
        #expect(!FileManager.default.fileExists(atPath: folder("out").path))
    }
}
