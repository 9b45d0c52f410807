import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

/// Features, list rows and pages for some platforms (docs/content.md): what
/// each platform's pages, the widget's data and notes.json show of them.
@Suite("Platforms on features, rows and pages")
struct PlatformPartsTests {
    private static let newest = """
        ---
        version: 2.0.0
        date: 2026-03-01
        features:
          - {emoji: "⭐️", title: "Everywhere"}
          - {emoji: "💻", title: "Handoff", platforms: [macos]}
        pages:
          - list:
              title: "More"
              rows:
                - {emoji: "📋", title: "Menu bar", platforms: [macos]}
                - {emoji: "📱", title: "Home screen", platforms: [ios]}
          - list:
              title: "Mac only"
              rows:
                - {emoji: "⌨️", title: "Shortcuts"}
            platforms: [macos]
        ---

        """

    private func site() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("title: P\nbaseURL: https://example.com/\nplatforms: [ios, macos]\n", to: "site/notesite.yml")
        try folder.write(Self.newest, to: "site/content/versions/2.0.0.md")
        // Only a Mac feature: it counts for macOS alone.
        try folder.write("---\nversion: 1.9.0\ndate: 2026-02-01\nfeatures:\n  - {emoji: \"🖥\", title: \"Mac window\", platforms: [macos]}\n---\n",
                         to: "site/content/versions/1.9.0.md")
        return folder
    }

    private func build(_ folder: TemporaryFolder, output: String = "out") throws {
        let result = try NoteSiteBinary.run(["build", "site", "-o", output], in: folder.url,
                                            environment: ["SOURCE_DATE_EPOCH": PublishingTests.now])
        #expect(result.status == 0, "\(result.stderr)")
    }

    private func text(_ folder: TemporaryFolder, _ path: String) throws -> String {
        try String(contentsOf: folder(path), encoding: .utf8)
    }

    @Test("a platform's pages leave out the features, rows and pages for other platforms")
    func platformPages() throws {
        let folder = try site()
        try build(folder)
        let ios = try text(folder, "out/platforms/ios/index.html")
        #expect(ios.contains("Everywhere") && !ios.contains("Handoff"))
        #expect(!ios.contains(#"id="v1.9.0""#), "1.9.0 has nothing for iOS")
        let mac = try text(folder, "out/platforms/macos/index.html")
        #expect(mac.contains("Everywhere") && mac.contains("Handoff") && mac.contains(#"id="v1.9.0""#))
        let changelog = try text(folder, "out/index.html")
        #expect(changelog.contains(#"Handoff <span class="ns-badge ns-badge-platform">macOS</span></span>"#))
        #expect(changelog.contains(#"<a class="ns-chip ns-chip-platform" href="platforms/ios/" data-platform="ios">iOS <span class="ns-chip-count">1</span></a>"#))
        #expect(changelog.contains(#"<a class="ns-chip ns-chip-platform" href="platforms/macos/" data-platform="macos">macOS <span class="ns-chip-count">2</span></a>"#))
    }

    @Test("notes.json, whats-new/index.json and the sheet carry the parts' platforms")
    func outputs() throws {
        let folder = try site()
        try build(folder)
        let notes = try text(folder, "out/notes.json")
        #expect(notes.contains(#""title":{"markdown":"Handoff","html":"Handoff","text":"Handoff"},"subtitle":null,"platforms":["macos"]}"#))
        #expect(notes.contains(#""title":{"markdown":"Home screen","html":"Home screen","text":"Home screen"},"description":null,"platforms":["ios"]}"#))
        #expect(notes.contains(#"}],"platforms":["macos"]}]"#), "the Mac page carries its platforms after its rows")
        let index = try text(folder, "out/whats-new/index.json")
        #expect(index.contains(#"{"version":"1.9.0","date":"2026-02-01","prerelease":false,"yanked":false,"platforms":["macos"],"#))
        #expect(!index.contains(#""version":"2.0.0","date":"2026-03-01","prerelease":false,"yanked":false,"platforms""#))
        let widget = try text(folder, "out/whats-new.js")
        #expect(widget.contains(#""platforms":{"1.9.0":["macos"]}"#))
        let sheet = try text(folder, "out/whats-new/2.0.0/notes.js")
        #expect(sheet.contains(#"<li class=\"ns-feature\" data-ns-platforms=\"macos\">"#))
        #expect(sheet.contains(#"data-page=\"3\" data-ns-platforms=\"macos\""#))
    }

    @Test("export --platform leaves out a version whose parts are all for another platform")
    func export() throws {
        let folder = try site()
        let result = try NoteSiteBinary.run(["export", "github", "site", "-o", "gh", "--platform", "ios"], in: folder.url,
                                            environment: ["SOURCE_DATE_EPOCH": PublishingTests.now])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder("gh/github").path).sorted()
        #expect(files.contains { $0.contains("2.0.0") } && !files.contains { $0.contains("1.9.0") }, "\(files)")
    }

    @Test("a rebuild after a feature's and a page's platforms change equals a fresh build")
    func rebuild() throws {
        let folder = try site()
        try build(folder)
        Thread.sleep(forTimeInterval: 0.05)
        try folder.write(Self.newest.replacingOccurrences(of: "platforms: [macos]}", with: "platforms: [ios]}")
                            .replacingOccurrences(of: "    platforms: [macos]", with: "    platforms: [ios]"),
                         to: "site/content/versions/2.0.0.md")
        try folder.write("---\nversion: 1.9.0\ndate: 2026-02-01\nfeatures:\n  - {emoji: \"🖥\", title: \"Mac window\", platforms: [ios]}\n---\n",
                         to: "site/content/versions/1.9.0.md")
        try build(folder)
        try build(folder, output: "fresh")
        let ios = try text(folder, "out/platforms/ios/index.html")
        #expect(ios.contains("Handoff") && ios.contains(#"id="v1.9.0""#))
        #expect(TreeDigest(at: folder("out")) == TreeDigest(at: folder("fresh")))
    }

    @Test("an undeclared platform on a feature, row or page is a located error")
    func validation() throws {
        let folder = try site()
        try folder.write(Self.newest.replacingOccurrences(of: "title: \"Handoff\", platforms: [macos]", with: "title: \"Handoff\", platforms: [macs]")
                            .replacingOccurrences(of: "    platforms: [macos]", with: "    platforms: [andriod]"),
                         to: "site/content/versions/2.0.0.md")
        let result = try NoteSiteBinary.run(["check", "site"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("""
            content/versions/2.0.0.md:6:48: error: 'features[1].platforms[0]' names platform 'macs', which notesite.yml does not declare
              hint: did you mean 'macos'? notesite.yml declares: ios, macos
            """), "\(result.stderr)")
        #expect(result.stderr.contains("content/versions/2.0.0.md:17:17: error: 'pages[1].platforms[0]' names platform 'andriod'"),
                "\(result.stderr)")
    }

    @Test("the summary kept in the memory is the one worked out from every field")
    func summary() throws {
        let declared = ["ios", "macos"]
        var fields = Release.Fields(version: try SemanticVersion(strict: "1.0.0"), isDraft: false,
                                    features: [Feature(icon: .emoji("⭐️"), title: InlineText(markdown: "A", html: "A", text: "A"),
                                                       platforms: ["macos"])],
                                    pages: [], layout: Layout(), bodyMarkdown: "", bodyHTML: "", sourcePath: "a.md")
        #expect(Release(fields).countedPlatforms(declared: declared) == ["macos"])
        #expect(Release(fields).parts(for: "ios") == nil)
        fields.pages = [SheetPage.list(title: nil, rows: [Feature(icon: .emoji("📱"), title: InlineText(markdown: "B", html: "B", text: "B"),
                                                         platforms: ["ios"])])]
        #expect(Release(fields).countedPlatforms(declared: declared) == ["ios", "macos"])
        #expect(Release(fields).parts(for: "ios")?.features.isEmpty == true)
        #expect(Release(fields).parts(for: "macos")?.pages.isEmpty == true, "a list page left without rows is dropped")
        fields.bodyMarkdown = "For everyone."
        #expect(Release(fields).countedPlatforms(declared: declared) == nil)
        #expect(Release(fields).countedPlatforms(declared: []) == nil)
    }
}
