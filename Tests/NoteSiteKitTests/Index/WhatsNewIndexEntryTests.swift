import Foundation
import Testing
import NoteSiteKit

@Suite("An index entry encodes as the site writes it")
struct WhatsNewIndexEntryTests {
    @Test("draft is written only when true, and every other key decodes back")
    func draftOnlyWhenTrue() throws {
        let version = try SemanticVersion(strict: "1.4.0-beta.1")
        for draft in [false, true] {
            let entry = WhatsNewIndexEntry(version: version, date: "2026-03-18", yanked: true, draft: draft,
                                           platforms: ["ios"], audience: ["beta"], title: "Faster sync")
            let data = try JSONEncoder().encode(entry)
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect((object["draft"] != nil) == draft)
            #expect(try JSONDecoder().decode(WhatsNewIndexEntry.self, from: data) == entry)
        }
    }
}
