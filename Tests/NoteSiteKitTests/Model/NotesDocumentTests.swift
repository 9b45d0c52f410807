import Foundation
import Testing
import NoteSiteKit

@Suite("notes.json, schema 1, as the generator writes it")
struct NotesDocumentTests {
    @Test("decodes every notes.json of the golden sites", arguments: Fixtures.files(named: "notes.json", under: "Tests/Golden").filter { !$0.contains("/whats-new/") })
    func goldenDocuments(path: String) throws {
        let data = try Fixtures.data(path)
        let document = try NotesDocument.decode(from: data)
        let raw = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let versions = try #require(raw["versions"] as? [[String: Any]])
        #expect(document.schema == 1)
        #expect(document.versions.map(\.version.canonical) == versions.compactMap { $0["version"] as? String })
        #expect(document.versions.map(\.version) == document.versions.map(\.version).sorted(by: >))
        #expect(document.language == raw["language"] as? String)
        // What the model keeps equals what was written, key by key (nulls are absent keys).
        for (decoded, written) in zip(document.versions, versions) {
            let again = try JSONSerialization.jsonObject(with: JSONEncoder().encode(decoded))
            #expect(Self.withoutNulls(again) as? NSDictionary == Self.withoutNulls(written) as? NSDictionary,
                    "\(path) \(decoded.version)")
        }
    }

    @Test("reads the full site's features, pages and actions")
    func fullSite() throws {
        let document = try NotesDocument.decode(from: Fixtures.data("Tests/Golden/full/notes.json"))
        let withPages = try #require(document.versions.first { !$0.pages.isEmpty })
        #expect(withPages.pages.allSatisfy { [.list, .image, .video].contains($0.type) })
        #expect(document.versions.contains { $0.primaryAction?.title != nil && $0.secondaryAction != nil })
        #expect(document.versions.contains { !$0.features.isEmpty })
    }

    @Test("a hand-written entry may leave out prerelease, features and pages")
    func sparseEntry() throws {
        let data = Data(#"{"schema": 1, "title": "T", "versions": [{"version": "2.0.0-beta.1", "title": {"markdown": "B", "html": "B", "text": "B"}}]}"#.utf8)
        let version = try #require(try NotesDocument.decode(from: data).versions.first)
        #expect(version.prerelease)
        #expect(version.features.isEmpty && version.pages.isEmpty)
    }

    @Test("refuses another schema with a typed error")
    func otherSchema() {
        let data = Data(#"{"schema": 2, "title": "T", "versions": []}"#.utf8)
        #expect(throws: UnsupportedSchema(found: 2, document: "notes.json")) { try NotesDocument.decode(from: data) }
    }

    @Test("ignores keys it does not know, and reads platforms and audience")
    func unknownKeysAndFilters() throws {
        let text = #"""
        {"schema": 1, "title": "T", "future": {"x": 1}, "versions": [
          {"version": "1.4.0", "date": "2026-03-18", "prerelease": false, "sparkle": true,
           "title": {"markdown": "*New*", "html": "<em>New</em>", "text": "New", "colour": "red"},
           "features": [{"emoji": "⭐️", "title": {"markdown": "A", "html": "A", "text": "A"}, "platforms": ["ios"]}],
           "pages": [{"type": "carousel", "title": null}],
           "changes": {"added": [{"markdown": "B", "html": "B", "text": "B", "platforms": ["android"]}], "tweaked": []},
           "platforms": ["ios", "android"], "audience": ["beta"],
           "body": {"markdown": "", "html": ""}, "url": "versions/1.4.0/", "whatsNewURL": "whats-new/1.4.0/"}]}
        """#
        let version = try #require(try NotesDocument.decode(from: Data(text.utf8)).versions.first)
        #expect(version.platforms == ["ios", "android"])
        #expect(version.audience == ["beta"])
        #expect(version.features.first?.platforms == ["ios"])
        #expect(version.changes?[.added].first?.platforms == ["android"])
        #expect(version.changes?[.added].first?.inlineText == InlineText(markdown: "B", html: "B", text: "B"))
        #expect(version.pages.first?.type.rawValue == "carousel")
        #expect(version.countedPlatforms == ["ios", "android"])
    }

    /// The JSON value with every `null` member removed, recursively.
    static func withoutNulls(_ value: Any) -> Any {
        if let object = value as? [String: Any] {
            return object.filter { !($0.value is NSNull) }.mapValues(withoutNulls)
        }
        if let array = value as? [Any] { return array.map(withoutNulls) }
        return value
    }
}
