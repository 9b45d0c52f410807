import Foundation
import Testing
import NoteSiteKit

@Suite("The picker beyond the vectors")
struct WhatsNewPickerTests {
    static func entries(_ texts: String...) throws -> [WhatsNewIndexEntry] {
        try texts.map { WhatsNewIndexEntry(version: try SemanticVersion(strict: $0), date: "2025-01-01") }
    }

    @Test("a first visit records every shown version up to the current one")
    func firstVisit() throws {
        var entries = try Self.entries("1.0.0", "1.1.0", "1.2.0", "2.0.0")
        entries[1].yanked = true
        let picker = WhatsNewPicker(entries: entries, options: WhatsNewOptions(skipFirstVisit: true))
        #expect(picker.firstVisitPresented(current: try SemanticVersion(strict: "1.2.0")).map(\.canonical) == ["1.2.0", "1.0.0"])
    }

    @Test("versions are listed newest first, once each")
    func available() throws {
        let picker = WhatsNewPicker(entries: try Self.entries("1.0.0", "1.10.0", "1.2.0", "1.10.0"))
        #expect(picker.available.map(\.canonical) == ["1.10.0", "1.2.0", "1.0.0"])
    }

    @Test("an index's time zone decides when a date starts")
    func indexTimeZone() throws {
        var entry = try Self.entries("1.0.0")[0]
        entry.date = "2026-03-18"
        let index = WhatsNewIndex(title: "T", language: "en", timeZone: "Asia/Tokyo", versions: [entry])
        // 2026-03-17T15:00:00Z is midnight in Tokyo.
        let before = WhatsNewOptions(now: Date(timeIntervalSince1970: 1_773_759_599))
        let after = WhatsNewOptions(now: Date(timeIntervalSince1970: 1_773_759_600))
        #expect(WhatsNewPicker(index: index, options: before).available.isEmpty)
        #expect(WhatsNewPicker(index: index, options: after).available.map(\.canonical) == ["1.0.0"])
    }

    @Test("a date that cannot be read counts as published", arguments: ["soon", "2026-13-45", "2026-03-18T25:00:00Z"])
    func unreadableDate(date: String) throws {
        var entry = try Self.entries("1.0.0")[0]
        entry.date = date
        let picker = WhatsNewPicker(entries: [entry], options: WhatsNewOptions(now: Date(timeIntervalSince1970: 0)))
        #expect(picker.available.count == 1)
    }
}
