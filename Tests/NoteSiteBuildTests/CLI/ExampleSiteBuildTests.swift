import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSupport
@testable import NoteSiteContent

@Suite("The example site, built by the notesite binary")
struct ExampleSiteBuildTests {
    let site = ExampleBuild.plain
    static let baseURLPath = "/driftwood/"

    @Test("builds without errors or warnings")
    func builds() {
        #expect(site.status == 0, "\(site.stderr)")
        #expect(site.stderr == "")
    }

    @Test("writes every file of docs/content.md and no page/1/")
    func everyFile() throws {
        let files = Set(site.files)
        let versions = try ExampleSource.published()
        var expected = ["index.html", "page/2/index.html", "whats-new/index.html", "whats-new.js", "notes.json",
                        "feed.xml", "feed.json", "sitemap.xml", "404.html", "assets/notesite.css", ".notesite-manifest"]
        for v in versions {
            expected += ["versions/\(v.canonical)/index.html", "whats-new/\(v.canonical)/index.html"]
        }
        let assets = FileTree.files(below: Repository.root.appendingPathComponent("content/assets"))
        #expect(!assets.isEmpty)
        expected += assets.map { "assets/" + $0 }
        for file in expected { #expect(files.contains(file), "missing \(file)") }
        #expect(!files.contains { $0.hasPrefix("page/1/") })
        let perPage = 10
        #expect(site.changelogPages.count == (versions.count + perPage - 1) / perPage)
    }

    @Test("lists every other file with its SHA-256 in the manifest")
    func manifest() throws {
        let text = try #require(site.text(".notesite-manifest"))
        var expected = ""
        for file in site.files where file != ".notesite-manifest" {
            let data = try #require(FileManager.default.contents(atPath: site.output.appendingPathComponent(file).path))
            expected += "\(SHA256.hex(of: [UInt8](data)))  \(file)\n"
        }
        #expect(text == expected)
    }

    @Test("resolves every internal href and src to a file of the output")
    func internalLinks() throws {
        let files = Set(site.files)
        var checked = 0
        for page in site.files where page.hasSuffix(".html") {
            let html = try #require(site.text(page))
            for link in Self.links(in: html) {
                guard let target = Self.resolve(link, from: page) else { continue }
                checked += 1
                switch target {
                case .file(let path): #expect(files.contains(path), "\(page): \(link) -> \(path) does not exist")
                case .broken(let why): Issue.record("\(page): \(link) \(why)")
                }
            }
        }
        #expect(checked > 500, "only \(checked) links checked")
    }

    @Test("lists versions newest first by SemVer precedence across the changelog pages")
    func changelogOrder() throws {
        let pages = try site.changelogPages.map { try #require(site.text($0)) }
        for page in pages.dropLast() { #expect(Self.releaseIDs(in: page).count == 10) }
        let order = pages.flatMap(Self.releaseIDs)
        let expected = try ExampleSource.published().map(\.canonical)
        #expect(order == expected)
        func position(_ v: String) -> Int { order.firstIndex(of: v) ?? -1 }
        #expect(position("1.10.0") < position("1.9.0"))
        #expect(position("1.11.0") < position("1.10.1"))
        #expect(position("2.0.0") < position("2.0.0-rc.1"))
        #expect(position("2.0.0-rc.1") < position("2.0.0-beta.1"))
        #expect(position("3.0.0-rc.1") < position("3.0.0-beta.2"))
    }

    @Test("marks pre-releases with a visible badge")
    func prereleaseBadges() throws {
        for v in try ExampleSource.published() {
            let page = try #require(site.text("versions/\(v.canonical)/index.html"))
            #expect(page.contains("Pre-release") == v.isPrerelease, "\(v.canonical)")
        }
    }

    @Test("leaves the draft out of every file")
    func draftAbsent() throws {
        let drafts = try ExampleSource.drafts().map(\.canonical)
        #expect(drafts == ["3.2.0"])
        for file in site.files {
            #expect(!file.contains("3.2.0"), "\(file)")
            guard let text = site.text(file) else { continue }
            #expect(!text.contains("3.2.0"), "\(file) mentions the draft")
            #expect(!text.contains("Sketch blocks"), "\(file) holds the draft's notes")
        }
    }

    @Test("with --drafts, shows the draft with a Draft badge but keeps it out of the machine-readable files")
    func draftsFlag() throws {
        let drafts = ExampleBuild.withDrafts
        #expect(drafts.status == 0, "\(drafts.stderr)")
        let permalink = try #require(drafts.text("versions/3.2.0/index.html"))
        #expect(permalink.contains(">Draft<"))
        let first = try #require(drafts.text("index.html"))
        #expect(Self.releaseIDs(in: first).first == "3.2.0")
        #expect(first.contains(">Draft<"))
        for file in ["notes.json", "feed.xml", "feed.json", "sitemap.xml", "whats-new.js", "whats-new/index.html"] {
            let text = try #require(drafts.text(file), "\(file)")
            #expect(!text.contains("3.2.0"), "\(file) mentions the draft")
        }
        #expect(!drafts.files.contains("whats-new/3.2.0/notes.js"))
        // Published versions never carry the badge.
        let published = try #require(drafts.text("versions/3.1.0/index.html"))
        #expect(!published.contains(">Draft<"))
    }

    @Test("shows 3.1.0 at whats-new/, the fallback for current version 3.1.2")
    func currentSheet() throws {
        let sheet = try #require(site.text("whats-new/index.html"))
        #expect(sheet.contains("data-version=\"3.1.0\""))
        #expect(!sheet.contains("data-version=\"3.1.1\""))
    }

    @Test("the link check itself resolves like a browser and catches bad links", arguments: [
        ("./", "index.html", Target.file("index.html")),
        ("page/2/", "index.html", .file("page/2/index.html")),
        ("../../versions/1.0.0/#v1", "page/2/index.html", .file("versions/1.0.0/index.html")),
        ("../../assets/a.png?x=1", "versions/1.0.0/index.html", .file("assets/a.png")),
        ("../", "whats-new/index.html", .file("index.html")),
        ("/driftwood/assets/notesite.css", "404.html", .file("assets/notesite.css")),
        ("/driftwood/", "404.html", .file("index.html")),
        ("/elsewhere/", "404.html", .broken("does not start with /driftwood/")),
        ("/assets/x.css", "index.html", .broken("is absolute, not relative")),
        ("../../../x", "page/2/index.html", .broken("leaves the site")),
        ("javascript:alert(1)", "index.html", .broken("uses the scheme javascript:")),
    ])
    func linkCheck(_ link: String, page: String, expected: Target) {
        #expect(Self.resolve(link, from: page) == expected)
    }

    @Test("the link check skips external links and links within the page", arguments: [
        "https://example.com/", "HTTP://example.com", "mailto:a@example.com", "#main", "?q=1",
    ])
    func linkCheckSkips(_ link: String) {
        #expect(Self.resolve(link, from: "index.html") == nil)
    }

    // MARK: - Helpers

    enum Target: Equatable { case file(String), broken(String) }

    /// Every `href`, `src` and `poster` value, entity-decoded.
    static func links(in html: String) -> [String] {
        let pattern = /\s(?:href|src|poster)="([^"]*)"/
        return html.matches(of: pattern).map { String($0.output.1).replacingOccurrences(of: "&amp;", with: "&") }
    }

    /// The output file a link from `page` leads to; nil for external links
    /// and links within the page.
    static func resolve(_ link: String, from page: String) -> Target? {
        if let scheme = URLPolicy.scheme(of: link) {
            return ["http", "https", "mailto"].contains(scheme.lowercased()) ? nil : .broken("uses the scheme \(scheme):")
        }
        var path = link
        if let cut = path.firstIndex(where: { $0 == "#" || $0 == "?" }) { path = String(path[..<cut]) }
        if path.isEmpty { return nil }
        var base: [Substring]
        if page == "404.html" {
            // 404.html is served for any path, so it roots links at baseURL's path.
            guard path.hasPrefix(baseURLPath) else { return .broken("does not start with \(baseURLPath)") }
            path.removeFirst(baseURLPath.count)
            base = []
        } else {
            if path.hasPrefix("/") { return .broken("is absolute, not relative") }
            base = page.split(separator: "/").dropLast()
        }
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case "..":
                guard !base.isEmpty else { return .broken("leaves the site") }
                base.removeLast()
            case ".", "": continue
            default: base.append(part)
            }
        }
        let joined = base.joined(separator: "/")
        let isFolder = path.hasSuffix("/") || path == "." || path.hasSuffix("/.") || path.hasSuffix("..") || joined.isEmpty
        return .file(isFolder ? (joined.isEmpty ? "index.html" : joined + "/index.html") : joined)
    }

    /// Version ids of the release articles on a changelog page, in order.
    static func releaseIDs(in html: String) -> [String] {
        html.matches(of: /<article class="ns-release" id="v([^"]+)"/).map { String($0.output.1) }
    }
}
