import Foundation
import Testing
@testable import NoteSiteBuild

@Suite("Pages for finding a version, typed changes on pages and in feeds, feeds by date")
struct FindingPagesTests {
    /// Five versions; three labelled `sync`, with perPage 2 the label takes two pages.
    static func labelled() throws -> SmallSite {
        try SmallSite(config: "title: Small\nbaseURL: https://example.com/notes/\npaging:\n  perPage: 2\n", versions: [
            "1.0.0.md": SmallSite.version("1.0.0", date: "2026-01-01", "labels: [sync]\n"),
            "1.1.0.md": SmallSite.version("1.1.0", date: "2026-02-01", "changes:\n  fixed: [\"A *crash*\"]\n  added: [Tags]\n"),
            "1.2.0.md": SmallSite.version("1.2.0", date: "2026-03-01", "labels: [sync, editor]\nyanked: true\n"),
            "1.3.0.md": SmallSite.version("1.3.0", date: "2026-04-01", "labels: [sync]\n"),
            "1.3.1.md": SmallSite.version("1.3.1", date: "2026-04-02", "title: Small fixes\n"),
        ])
    }

    /// The versions listed on a page, in order.
    static func listed(_ html: String) -> [String] {
        html.matches(of: /<article class="ns-release" id="v([^"]+)"/).map { String($0.output.1) }
    }

    @Test("labels/<label>/ pages list that label's versions, paged like the changelog")
    func labelPages() throws {
        let site = try Self.labelled()
        #expect(site.report.succeeded, "\(site.diagnostics)")
        #expect(Self.listed(try #require(site.text("labels/sync/index.html"))) == ["1.3.0", "1.2.0"])
        #expect(Self.listed(try #require(site.text("labels/sync/page/2/index.html"))) == ["1.0.0"])
        #expect(Self.listed(try #require(site.text("labels/fixed/index.html"))) == ["1.1.0"], "a change type is a label")
        #expect(Self.listed(try #require(site.text("labels/added/index.html"))) == ["1.1.0"])
        #expect(Self.listed(try #require(site.text("labels/editor/index.html"))) == ["1.2.0"])
        let labelFolders = Set(site.files.filter { $0.hasPrefix("labels/") }.map { $0.split(separator: "/")[1] })
        #expect(labelFolders == ["sync", "fixed", "added", "editor"])
        let second = try #require(site.text("labels/sync/page/2/index.html"))
        #expect(second.contains(#"<a class="ns-page-step ns-page-newer" rel="prev" href="../../../../labels/sync/">"#))
    }

    @Test("versions/ lists every version once, newest first, with its badges")
    func versionIndex() throws {
        let site = try Self.labelled()
        let html = try #require(site.text("versions/index.html"))
        let rows = html.matches(of: /<th scope="row"><a href="..\/versions\/([^\/]+)\/">/).map { String($0.output.1) }
        #expect(rows == ["1.3.1", "1.3.0", "1.2.0", "1.1.0", "1.0.0"])
        #expect(html.components(separatedBy: "ns-badge-yanked").count == 2)
        #expect(html.contains("<td>Small fixes</td>"))
        for page in ["index.html", "page/2/index.html", "page/3/index.html", "labels/sync/index.html"] {
            #expect(try #require(site.text(page)).contains("versions/\">All versions</a>"), "\(page)")
        }
    }

    @Test("filter chips link to each label page with its count")
    func chips() throws {
        let site = try Self.labelled()
        let html = try #require(site.text("index.html"))
        let chips = html.matches(of: /<a class="ns-chip" href="([^"]*)" data-label="([^"]*)"/).map { "\($0.output.2)=\($0.output.1)" }
        #expect(chips == ["=./", "added=labels/added/", "fixed=labels/fixed/", "editor=labels/editor/", "sync=labels/sync/"])
        #expect(try #require(site.text("page/2/index.html")).contains(#"data-labels="sync editor""#))
        #expect(site.files.contains("assets/notesite-filter.js"))
    }

    @Test("typed changes render under their headings, in Keep a Changelog's order, on pages and in feeds")
    func changes() throws {
        let site = try Self.labelled()
        let page = try #require(site.text("versions/1.1.0/index.html"))
        let added = try #require(page.range(of: ">Added</h2>"))
        let fixed = try #require(page.range(of: ">Fixed</h2>"))
        #expect(added.lowerBound < fixed.lowerBound)
        #expect(page.contains(/<li id="c-1\.1\.0-fixed-\d+">A <em>crash<\/em><\/li>/), "an anchored item")
        let changelog = try #require(site.text("page/2/index.html"))
        #expect(changelog.contains(">Added</h3>"), "one level below the release's heading")
        let feed = try #require(site.text("feed.xml"))
        #expect(feed.contains("&lt;h3&gt;Fixed&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;A &lt;em&gt;crash&lt;/em&gt;&lt;/li&gt;"))
        #expect(feed.contains(#"<category term="added" label="Added"/>"#))
        #expect(feed.contains(#"<category term="sync" label="sync"/>"#))
    }

    @Test("the sitemap lists the version index and every label page")
    func sitemap() throws {
        let site = try Self.labelled()
        let xml = try #require(site.text("sitemap.xml"))
        for route in ["versions/", "labels/sync/", "labels/sync/page/2/", "labels/fixed/", "labels/added/", "labels/editor/"] {
            #expect(xml.contains("<loc>https://example.com/notes/\(route)</loc>"), "\(route)")
        }
    }

    @Test("feeds hold the most recently released versions, so a patch to an older line is in")
    func feedsByDate() throws {
        let site = try SmallSite(config: "title: Small\nbaseURL: https://example.com/notes/\nfeeds:\n  limit: 3\n", versions: [
            "2.0.0.md": SmallSite.version("2.0.0", date: "2026-03-01"),
            "2.1.0.md": SmallSite.version("2.1.0", date: "2026-04-01"),
            "1.9.0.md": SmallSite.version("1.9.0", date: "2026-01-01"),
            "1.9.1.md": SmallSite.version("1.9.1", date: "2026-05-01"),
            "1.9.2.md": SmallSite.version("1.9.2", date: "2026-05-01T10:00:00Z"),
        ])
        let feed = try #require(site.text("feed.json"))
        let ids = feed.matches(of: /"id": "https:\/\/example.com\/notes\/versions\/([^\/]+)\/"/).map { String($0.output.1) }
        #expect(ids == ["1.9.2", "1.9.1", "2.1.0"], "by date, then precedence")
    }

    @Test("a version without features or pages shows its title and body in its sheet")
    func bareSheet() throws {
        let site = try SmallSite(versions: [
            "1.0.0.md": SmallSite.version("1.0.0", date: "2026-01-01", "title: Quiet\n", body: "Just *fixes*.\n\n    code\n"),
        ])
        let script = try #require(site.text("whats-new/1.0.0/notes.js"))
        #expect(script.contains(#"<div class=\"ns-body ns-sheet-body\"><p>Just <em>fixes<\/em>.<\/p>"#))
        #expect(script.contains(#"<pre tabindex=\"0\" role=\"region\" aria-label=\"Code\"><code>"#))
        #expect(!script.contains("ns-sheet-features"))
    }

    @Test("markdown.hardBreaks turns each line break of a body into <br />")
    func hardBreaks() throws {
        let body = "Fixed one thing\nFixed another\n"
        let plain = try SmallSite(versions: ["1.0.0.md": SmallSite.version("1.0.0", date: "2026-01-01", body: body)])
        let hard = try SmallSite(config: "title: Small\nbaseURL: https://example.com/notes/\nmarkdown:\n  hardBreaks: true\n",
                                 versions: ["1.0.0.md": SmallSite.version("1.0.0", date: "2026-01-01", body: body)])
        #expect(try #require(plain.text("versions/1.0.0/index.html")).contains("<p>Fixed one thing\nFixed another</p>"))
        #expect(try #require(hard.text("versions/1.0.0/index.html")).contains("<p>Fixed one thing<br />\nFixed another</p>"))
    }

    @Test("widget.cumulativeLimit reaches whats-new.js and must be at least 1")
    func cumulativeLimit() throws {
        let site = try SmallSite(config: "title: Small\nwidget:\n  cumulativeLimit: 3\n",
                                 versions: ["1.0.0.md": SmallSite.version("1.0.0", date: "2026-01-01")])
        #expect(try #require(site.text("whats-new.js")).contains(#""cumulativeLimit":3"#))
        let bad = try SmallSite(config: "title: Small\nwidget:\n  cumulativeLimit: 0\n",
                                versions: ["1.0.0.md": SmallSite.version("1.0.0", date: "2026-01-01")])
        #expect(bad.diagnostics == """
            notesite.yml:3:20: error: 'widget.cumulativeLimit' must be at least 1, found 0
              hint: set the most versions one cumulative sheet shows, e.g. 10

            """)
    }
}
