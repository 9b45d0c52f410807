import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

@Suite("Fixture sites build to their golden output")
struct GoldenSiteTests {
    /// Each valid fixture site, the warnings its build must give, and
    /// whether it has a baseURL and so feeds and a sitemap.
    static let sites: [(String, [String], Bool)] = [
        ("minimal", ["no baseURL: feeds, sitemap and canonical links are left out"], false),
        ("full", ["raw HTML omitted from the body"], true),
        // Three languages, one right to left, with partial translations (docs/languages.md).
        ("languages", [], true),
        ("languages-omit", [], true),
    ]

    @Test("builds file for file what Tests/Golden holds", arguments: sites)
    func matchesGolden(_ name: String, warnings: [String], hasFeeds: Bool) throws {
        let fixture = Repository.root.appendingPathComponent("Tests/Fixtures/sites/\(name)")
        let temporary = try TemporaryFolder("notesite-golden-\(name)")
        let output = temporary.path("_site")
        let options = BuildOptions(site: SitePaths(given: fixture.path), output: output, outputDisplay: "_site")
        let report = SiteBuilder(options: options).run()
        #expect(report.succeeded, "\(report.diagnostics.map(\.text))")
        #expect(report.diagnostics.map(\.message) == warnings)
        let files = Set(FileTree.files(below: output))
        for file in ["feed.xml", "feed.json", "sitemap.xml"] {
            #expect(files.contains(file) == hasFeeds, "\(file)")
        }

        let golden = GoldenTree(name: name)
        if GoldenTree.isRecording {
            try golden.record(from: output)
            print("Recorded the golden output of '\(name)' in Tests/Golden/\(name)/")
            return
        }
        let differences = golden.differences(from: output)
        #expect(differences.isEmpty, "\(differences.count) differences:\n\(differences.joined(separator: "\n"))")
    }

    @Test("reports a golden tree that differs, file by file")
    func detectsDifferences() throws {
        let golden = GoldenTree(name: "minimal")
        let temporary = try TemporaryFolder()
        let copy = temporary.path("copy")
        try FileManager.default.copyItem(at: golden.root, to: copy)
        try FileManager.default.removeItem(at: copy.appendingPathComponent("404.html"))
        try Data("extra".utf8).write(to: copy.appendingPathComponent("extra.txt"))
        let index = copy.appendingPathComponent("index.html")
        let text = try String(contentsOf: index, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "<html", with: "<html data-x").utf8).write(to: index)
        let problems = golden.differences(from: copy)
        #expect(problems.contains("missing from the output: 404.html"))
        #expect(problems.contains("not in the golden tree: extra.txt"))
        #expect(problems.contains { $0.hasPrefix("index.html:") && $0.contains("actual:   <html data-x") })
    }
}
