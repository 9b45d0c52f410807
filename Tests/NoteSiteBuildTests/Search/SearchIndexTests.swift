import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent
@testable import NoteSiteRender

@Suite("The search index as build writes it")
struct SearchIndexTests {
    static let fixture = Repository.root.appendingPathComponent("Tests/Fixtures/sites/search")

    /// The search fixture copied into a temporary folder and built there.
    static func build(editing edit: ((TemporaryFolder) throws -> Void)? = nil) throws -> (TemporaryFolder, URL) {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(at: fixture, to: folder("site"))
        try edit?(folder)
        let report = TrustFixtures.build(folder("site"), into: folder("out"))
        #expect(report.diagnostics.allSatisfy { $0.severity != .error })
        return (folder, folder("out"))
    }

    @Test("every word of every indexed text is found by a query of that word", arguments: ["en", "fr", "ar", "ja"])
    func everyWordFound(language: String) throws {
        let (folder, output) = try Self.build()
        _ = folder
        let postings = SearchFiles.postings(in: output, language: language)
        let texts = SearchFiles.texts(in: output, language: language)
        #expect(!texts.isEmpty)
        for (number, text) in texts {
            for word in text.split(whereSeparator: \.isWhitespace) {
                for token in SearchText.queryTokens(String(word)) {
                    #expect(postings[token]?.contains(number) == true, "\(token) of \"\(text)\" in version \(number)")
                }
            }
        }
    }

    @Test("the same input gives the same index, byte for byte")
    func byteIdentical() throws {
        let (a, first) = try Self.build()
        let (b, second) = try Self.build()
        _ = (a, b)
        let files = FileTree.files(below: first).filter { $0.hasPrefix("search/") }
        #expect(files.count > 50)
        #expect(files == FileTree.files(below: second).filter { $0.hasPrefix("search/") })
        for file in files { #expect(FileTree.text(file, in: first) == FileTree.text(file, in: second), "\(file)") }
    }

    @Test("an edit to one version's text changes few of the index's files")
    func fewShardsChange() throws {
        let (a, before) = try Self.build()
        let (b, after) = try Self.build { folder in
            let path = folder("site/content/versions/2.3.1.md")
            let text = try String(contentsOf: path, encoding: .utf8)
            try text.replacingOccurrences(of: "wrong moon phase", with: "wrong moon phases")
                .write(to: path, atomically: true, encoding: .utf8)
        }
        _ = (a, b)
        let files = Set(FileTree.files(below: before) + FileTree.files(below: after)).filter { $0.hasPrefix("search/en/") }
        let changed = files.filter { FileTree.text($0, in: before) != FileTree.text($0, in: after) }.sorted()
        // The version's text chunk, the shard of "phase" and "phases", and
        // the words whose second and third letters are "ha" (for a typo in
        // the first letter), which "phases" joins.
        #expect(changed == ["search/en/t/0.js", "search/en/w/7068.js", "search/en/y/6861.js"])
    }

    @Test("search.enabled: false leaves out the page, the index and the boxes")
    func disabled() throws {
        let site = try SmallSite(config: "title: Small\nsearch: {enabled: false}\n",
                                 versions: ["1.0.0.md": SmallSite.version("1.0.0", date: "2026-01-01", "title: One\n")])
        #expect(!site.files.contains { $0.hasPrefix("search/") || $0 == "assets/notesite-search.js" })
        #expect(site.text("index.html")?.contains("role=\"search\"") == false)
    }

    @Test("search.body: false leaves the body out of the index")
    func withoutBody() throws {
        let site = try SmallSite(config: "title: Small\nsearch: {body: false}\n",
                                 versions: ["1.0.0.md": SmallSite.version("1.0.0", date: "2026-01-01", "title: One\n", body: "Zeppelin\n")])
        let index = site.files.filter { $0.hasPrefix("search/en/") }
        #expect(!index.isEmpty)
        #expect(!index.contains { site.text($0)?.contains("zeppelin") == true || site.text($0)?.contains("Zeppelin") == true })
    }

    @Test("a draft is in the index only when the build includes drafts", arguments: [false, true])
    func drafts(included: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Small\n", to: "site/notesite.yml")
        try folder.write(SmallSite.version("1.0.0", date: "2026-01-01", "title: Lantern\n"), to: "site/content/versions/1.0.0.md")
        try folder.write("---\nversion: 1.1.0\ndraft: true\ntitle: Zeppelin\n---\n", to: "site/content/versions/1.1.0.md")
        var options = BuildOptions(site: SitePaths(given: folder("site").path), output: folder("out"), outputDisplay: "out")
        options.drafts = included
        let report = SiteBuilder(options: options).run()
        #expect(report.diagnostics.allSatisfy { $0.severity != .error })
        let index = FileTree.text("search/en/index.js", in: folder("out")) ?? ""
        #expect(index.contains("\"1.0.0\""))
        #expect(index.contains("\"1.1.0\"") == included)
        #expect((SearchFiles.postings(in: folder("out"), language: "en")["zeppelin"] != nil) == included)
    }

    @Test("every page with a header box leads to its language's search page")
    func headerBox() throws {
        let (folder, output) = try Self.build()
        _ = folder
        let page = FileTree.text("fr/versions/2.3.0/index.html", in: output) ?? ""
        #expect(page.contains("<form class=\"ns-search-box\" role=\"search\" action=\"../../search/index.html\">"))
        #expect(page.contains("<input id=\"ns-search-q\" type=\"search\" name=\"q\""))
        let root = FileTree.text("index.html", in: output) ?? ""
        #expect(root.contains("action=\"search/index.html\""))
        #expect(FileTree.text("fr/search/index.html", in: output)?.contains("data-index=\"../../search/fr/\"") == true)
    }
}
