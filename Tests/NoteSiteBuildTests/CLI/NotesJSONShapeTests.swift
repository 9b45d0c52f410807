import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

@Suite("notes.json of the example site has docs/content.md's shape")
struct NotesJSONShapeTests {
    let site = ExampleBuild.plain

    static let versionKeys: Set<String> = [
        "version", "date", "prerelease", "title", "features", "pages", "primaryAction", "secondaryAction",
        "changes", "labels", "yanked", "body", "url", "whatsNewURL",
    ]

    private func document() throws -> [String: Any] {
        let text = try #require(site.text("notes.json"))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func versions() throws -> [[String: Any]] {
        try #require(try document()["versions"] as? [[String: Any]])
    }

    @Test("holds schema 1, the site's facts and its versions")
    func topLevel() throws {
        let json = try document()
        #expect(Set(json.keys) == ["schema", "title", "baseURL", "currentVersion", "versions"])
        #expect(json["schema"] as? Int == 1)
        #expect(json["title"] as? String == "Driftwood Release Notes")
        #expect(json["baseURL"] as? String == "https://notesite.example/driftwood/")
        #expect(json["currentVersion"] as? String == "3.1.2")
    }

    @Test("puts each version on a line of its own")
    func lines() throws {
        let text = try #require(site.text("notes.json"))
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix(#"{"schema":1,"title":"#) == true)
        #expect(lines.first?.hasSuffix(#""versions":["#) == true)
        #expect(lines.suffix(2) == ["]}", ""])
        lines = Array(lines.dropFirst().dropLast(2))
        let listed = try lines.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8.dropLast(line.hasSuffix(",") ? 1 : 0)))
            return (object as? [String: Any])?["version"] as? String ?? "?"
        }
        #expect(listed == (try ExampleSource.published().map(\.canonical)))
    }

    @Test("lists every published version newest first, no drafts")
    func order() throws {
        let listed = try versions().map { $0["version"] as? String ?? "?" }
        let expected = try ExampleSource.published().map(\.canonical)
        #expect(listed == expected)
        #expect(!listed.contains("3.2.0"))
    }

    @Test("gives each version the keys, URLs and dates of docs/content.md")
    func versionShape() throws {
        for entry in try versions() {
            let v = entry["version"] as? String ?? "?"
            // `build` and `platforms` appear only when the version sets them.
            #expect(Set(entry.keys).subtracting(["build", "platforms"]) == Self.versionKeys, "\(v)")
            #expect(entry["yanked"] is Bool, "\(v)")
            let changes = try #require(entry["changes"] as? [String: Any], "\(v)")
            #expect(Set(changes.keys).isSubset(of: ChangeKind.allCases.map(\.rawValue)), "\(v)")
            for case let items as [Any] in changes.values {
                #expect(!items.isEmpty, "\(v): an empty type is left out")
                for item in items { try Self.expectItem(item, "\(v) change") }
            }
            #expect(entry["labels"] is [String], "\(v)")
            #expect(entry["url"] as? String == "versions/\(v)/")
            #expect(entry["whatsNewURL"] as? String == "whats-new/\(v)/")
            #expect(entry["prerelease"] as? Bool == v.contains("-"), "\(v)")
            let date = entry["date"] as? String ?? ""
            #expect(date.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil, "\(v): \(date)")
            let body = try #require(entry["body"] as? [String: Any], "\(v)")
            #expect(Set(body.keys) == ["markdown", "html"], "\(v)")
            if !(entry["title"] is NSNull) { try Self.expectInline(entry["title"], "\(v) title") }
            for feature in try #require(entry["features"] as? [[String: Any]]) {
                try Self.expectRow(feature, second: "subtitle", "\(v) feature")
            }
            for page in try #require(entry["pages"] as? [[String: Any]]) {
                try Self.expectPage(page, "\(v) page")
            }
            if let primary = entry["primaryAction"] as? [String: Any] {
                #expect(Set(primary.keys) == ["title", "backgroundColor", "foregroundColor"], "\(v)")
            } else {
                #expect(entry["primaryAction"] is NSNull, "\(v)")
            }
            if let secondary = entry["secondaryAction"] as? [String: Any] {
                #expect(Set(secondary.keys) == ["title", "url"], "\(v)")
                try Self.expectInline(secondary["title"], "\(v) secondary action")
            } else {
                #expect(entry["secondaryAction"] is NSNull, "\(v)")
            }
        }
    }

    @Test("carries the example's changes, labels, builds and its yanked version")
    func releaseKeys() throws {
        let all = try versions()
        let patch = try #require(all.first { $0["version"] as? String == "3.0.1" })
        #expect(patch["labels"] as? [String] == ["tides", "sync", "ipad"])
        #expect(patch["build"] as? String == "3010")
        let changes = try #require(patch["changes"] as? [String: [[String: Any]]])
        #expect(Set(changes.keys) == ["changed", "fixed"])
        #expect(changes["fixed"]?.count == 5)
        #expect(changes["changed"]?.first?["html"] as? String == "The first analysis now reports its progress in <em>Settings › Tides</em>.")
        // The iPad and the Mac fix name their platforms.
        #expect(changes["fixed"]?.compactMap { $0["platforms"] as? [String] } == [["ios"], ["macos"]])
        let yanked = all.filter { $0["yanked"] as? Bool == true }.map { $0["version"] as? String }
        #expect(yanked == ["2.2.1"])
    }

    @Test("keeps the date of an RFC 3339 time as written")
    func rfc3339Date() throws {
        let entry = try #require(try versions().first { $0["version"] as? String == "3.1.1" })
        #expect(entry["date"] as? String == "2026-05-04")
    }

    @Test("normalises Notelet's shapes and keeps URLs relative to the site root")
    func pagesNormalised() throws {
        let pages = try versions().flatMap { $0["pages"] as? [[String: Any]] ?? [] }
        let types = Set(pages.compactMap { $0["type"] as? String })
        #expect(types == ["list", "image", "video"])
        for page in pages where page["type"] as? String != "list" {
            let url = page["url"] as? String ?? ""
            #expect(url.hasPrefix("assets/") || url.hasPrefix("https://"), "\(url)")
        }
    }

    // MARK: - Shapes

    static func expectInline(_ value: Any?, _ what: String) throws {
        let object = try #require(value as? [String: Any], "\(what) is not an object")
        #expect(Set(object.keys) == ["markdown", "html", "text"], "\(what)")
        #expect(object.values.allSatisfy { $0 is String }, "\(what)")
    }

    /// A change item: an inline text, with `platforms` when it names some.
    static func expectItem(_ value: Any?, _ what: String) throws {
        var object = try #require(value as? [String: Any], "\(what) is not an object")
        if let platforms = object.removeValue(forKey: "platforms") {
            #expect((platforms as? [String])?.isEmpty == false, "\(what)")
        }
        try expectInline(object, what)
    }

    /// A feature or list row: one of icon, emoji or image (with alt), an
    /// optional color, a title, and its subtitle or description.
    static func expectRow(_ row: [String: Any], second: String, _ what: String) throws {
        let visual = Set(row.keys).intersection(["icon", "emoji", "image"])
        #expect(visual.count == 1, "\(what): \(row.keys.sorted())")
        var allowed: Set<String> = ["icon", "emoji", "image", "color", "title", second, "platforms"]
        if visual == ["image"] { allowed.insert("alt") }
        #expect(Set(row.keys).isSubset(of: allowed), "\(what): \(row.keys.sorted())")
        try expectInline(row["title"], "\(what) title")
        if !(row[second] is NSNull) { try expectInline(row[second], "\(what) \(second)") }
    }

    static func expectPage(_ page: [String: Any], _ what: String) throws {
        switch page["type"] as? String {
        case "list":
            #expect(Set(page.keys) == ["type", "title", "rows"], "\(what)")
            for row in try #require(page["rows"] as? [[String: Any]]) {
                try expectRow(row, second: "description", "\(what) row")
            }
        case "image", "video":
            #expect(Set(page.keys) == ["type", "url", "alt", "poster", "title", "description"], "\(what)")
        default:
            Issue.record("\(what): unknown type \(page["type"] ?? "none")")
        }
    }
}
