import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteMarkdown

/// What a sheet shows of a version's `changes` (docs/widget.md), and how a
/// change item with a nested list keeps its structure (docs/content.md).
@Suite("sheets list changes and change items keep their structure")
struct SheetChangesTests {
    /// An imported version: a title, a body and changes of three types, one
    /// item a paragraph with a nested list.
    static let bare = SmallSite.version("1.0.0", date: "2026-01-01", """
        title: Imported
        changes:
          fixed: ["A crash on launch"]
          added:
            - |
              Keyboard shortcuts:
              - **Cmd-K** to search
              - Cmd-N for a new note
            - Folders
          security: ["Safer links"]

        """, body: "The body text.\n")
    static let featured = SmallSite.version("1.1.0", date: "2026-02-01", """
        features:
          - icon: star.fill
            title: Stars
        changes:
          fixed: ["Another crash"]

        """, body: "Featured body.\n")
    static let nested = "<p>Keyboard shortcuts:</p>\n<ul>\n<li><strong>Cmd-K</strong> to search</li>\n<li>Cmd-N for a new note</li>\n</ul>\n"

    private func site(_ config: String = "title: Small\nbaseURL: https://example.com/\n") throws -> SmallSite {
        try SmallSite(config: config, versions: ["1.0.0.md": Self.bare, "1.1.0.md": Self.featured])
    }

    /// The text between two markers of a page, or "" when either is missing.
    private func between(_ text: String, _ start: String, _ end: String) -> String {
        guard let a = text.range(of: start), let b = text.range(of: end, range: a.upperBound..<text.endIndex) else { return "" }
        return String(text[a.upperBound..<b.lowerBound])
    }

    @Test("a version with neither features nor pages shows its title, body and changes, in Keep a Changelog's order")
    func bareSheetListsChanges() throws {
        let site = try site()
        #expect(site.report.diagnostics.isEmpty)
        for path in ["whats-new/1.0.0/index.html", "whats-new/1.0.0/notes.js"] {
            let sheet = try #require(site.text(path))
            let text = path.hasSuffix(".js") ? sheet.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\/", with: "/") : sheet
            let order = ["ns-sheet-title", "The body text.", "ns-change-added", "ns-change-fixed", "ns-change-security"]
                .map { text.range(of: $0)?.lowerBound }
            #expect(order.allSatisfy { $0 != nil }, "\(path) shows the title, body and three change lists")
            #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "\(path): title, body, then added, fixed, security")
            #expect(text.contains("<li>A crash on launch</li>"))
        }
    }

    @Test("check no longer notes versions without features")
    func checkIsQuiet() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Small\nbaseURL: https://example.com/\n", to: "site/notesite.yml")
        try folder.write(Self.bare, to: "site/content/versions/1.0.0.md")
        #expect(TrustFixtures.check(folder("site")).isEmpty)
    }

    @Test("a version with features lists its changes only with widget.sheetChanges, after the features")
    func sheetChangesSetting() throws {
        let plain = try #require(try site().text("whats-new/1.1.0/index.html"))
        #expect(!plain.contains("ns-sheet-changes"))
        let on = try site("title: Small\nbaseURL: https://example.com/\nwidget:\n  sheetChanges: true\n")
        let sheet = try #require(on.text("whats-new/1.1.0/index.html"))
        let page1 = between(sheet, #"data-page="1""#, "ns-sheet-footer")
        let features = try #require(page1.range(of: "ns-sheet-features"))
        let changes = try #require(page1.range(of: "ns-sheet-changes"))
        #expect(features.lowerBound < changes.lowerBound)
        #expect(page1.contains("<li>Another crash</li>"))
        #expect(!sheet.contains("Featured body."), "the body stays off a sheet with features")
    }

    @Test("an unknown key in widget suggests sheetChanges")
    func unknownKey() throws {
        let site = try SmallSite(config: "title: Small\nwidget:\n  sheetChange: true\n", versions: ["1.0.0.md": Self.bare])
        #expect(site.diagnostics.contains("unknown key 'sheetChange' in 'widget'"))
        #expect(site.diagnostics.contains("did you mean 'sheetChanges'?"))
    }

    @Test("a change item with a nested list is a paragraph and a list on every page, and lines in notes.json's text")
    func nestedItems() throws {
        let site = try site()
        for path in ["index.html", "versions/1.0.0/index.html", "whats-new/1.0.0/index.html"] {
            let page = try #require(site.text(path))
            // Changelog and permalink pages give the item an anchor for search results.
            let item = (try? Regex(#"<li( id="c-1\.0\.0-added-\d+")?>"#)) ?? Regex(verbatim: "<li>")
            let starts = page.ranges(of: item).map(\.upperBound)
            #expect(starts.contains { page[$0...].hasPrefix(Self.nested + "</li>") }, "\(path) keeps the nested list")
        }
        let notes = try #require(site.text("notes.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(notes.utf8)) as? [String: Any])
        let versions = try #require(json["versions"] as? [[String: Any]])
        let changes = try #require(versions.last?["changes"] as? [String: [[String: String]]])
        let item = try #require(changes["added"]?.first)
        #expect(item["html"] == Self.nested)
        #expect(item["text"] == "Keyboard shortcuts:\n- Cmd-K to search\n- Cmd-N for a new note")
        #expect(changes["added"]?.last == ["markdown": "Folders", "html": "Folders", "text": "Folders"])
    }

    @Test("a nested item shown untranslated in another language is marked in a block, not a span")
    func untranslatedNestedItem() throws {
        let site = try SmallSite(config: "title: Small\nlanguages:\n  fr: {}\n", versions: ["1.0.0.md": Self.bare])
        let page = try #require(site.text("fr/index.html"))
        // The changelog gives each item an anchor for search results.
        #expect(page.contains(/<li id="c-1\.0\.0-added-\d+"><div lang="en">\n/) && page.contains(Self.nested + "</div>\n</li>"))
        #expect(page.contains(/<li id="c-1\.0\.0-added-\d+"><span lang="en">Folders<\/span><\/li>/))
    }

    @Test("a one-page sheet says nothing of pages; a longer one names each")
    func onePageHasNoPageLabel() throws {
        let sheet = try #require(try site().text("whats-new/1.0.0/index.html"))
        #expect(!sheet.contains("Page 1 of 1"))
        #expect(!sheet.contains("aria-label=\"Page"))
    }
}

@Suite("change items render their Markdown")
struct ChangeItemRenderingTests {
    let renderer = MarkdownRenderer()

    @Test("one paragraph renders as inline Markdown, wrapped lines included", arguments: [
        "Plain words", "**Bold** and `code`", "Wrapped\nonto two lines", "1. not a list", "- not a list either",
    ])
    func oneParagraph(markdown: String) {
        let item = renderer.renderItem(markdown)
        let inline = renderer.renderInlineWithText(markdown)
        #expect(item.output.html == inline.output.html)
        #expect(item.text == inline.text)
    }

    @Test("a first line that looks like a block stays a paragraph before its nested list")
    func firstLineStaysParagraph() {
        let item = renderer.renderItem("1. Shortcuts:\n- one\n- two")
        #expect(item.output.html == "<p>1. Shortcuts:</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n")
        #expect(item.text == "1. Shortcuts:\n- one\n- two")
    }

    @Test("nested and ordered lists keep their items on their own lines")
    func orderedText() {
        let item = renderer.renderItem("Steps:\n\n1. Open\n2. Close\n   - gently")
        #expect(item.text == "Steps:\n1. Open\n2. Close\n  - gently")
    }
}
