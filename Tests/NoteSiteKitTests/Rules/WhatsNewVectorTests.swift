import Foundation
import Testing
import NoteSiteKit

extension WhatsNewVector: CustomTestStringConvertible {}

@Suite("The shared What's New vectors, in Swift")
struct WhatsNewVectorTests {
    @Test("picks what the vector expects", arguments: try WhatsNewVector.all())
    func vector(_ vector: WhatsNewVector) throws {
        let picker = try Self.picker(for: vector)
        let current = try SemanticVersion(frontMatter: vector.current)
        let presented = vector.presented.map { texts in
            Set(texts.compactMap { try? SemanticVersion(frontMatter: $0) })
        }
        let picked = switch vector.call {
        case "unread": picker.unread(current: current, presented: presented)
        default: picker.whatsNew(current: current, presented: presented)
        }
        #expect(picked.map(\.canonical) == vector.expected)
    }

    @Test("there are enough vectors, each named once, every mode and call covered")
    func coverage() throws {
        let vectors = try WhatsNewVector.all()
        #expect(vectors.count >= 60)
        #expect(Set(vectors.map(\.name)).count == vectors.count)
        #expect(Set(vectors.map(\.mode)) == ["fallback", "exact", "cumulative"])
        #expect(Set(vectors.map(\.call)) == ["whatsNew", "unread"])
        // Platforms, audiences and the schedule are covered too.
        #expect(vectors.contains { $0.platform != nil })
        #expect(vectors.contains { !$0.audience.isEmpty })
        #expect(vectors.contains { $0.versions.contains { $0.date != nil } })
    }

    static func picker(for vector: WhatsNewVector) throws -> WhatsNewPicker {
        let entries = try vector.versions.map { v in
            WhatsNewIndexEntry(version: try SemanticVersion(frontMatter: v.version), date: v.date ?? "2025-01-01",
                               yanked: v.yanked, draft: v.draft, platforms: try v.countedPlatforms(), audience: v.audience)
        }
        let mode = try #require(SelectionMode(rawValue: vector.mode))
        let now = try #require(ISO8601DateFormatter().date(from: vector.now))
        let options = WhatsNewOptions(selection: mode, cumulativeLimit: vector.limit, skipFirstVisit: vector.skipFirstVisit,
                                      platform: vector.platform, audiences: Set(vector.audience), now: now)
        let zone = try #require(TimeZone(identifier: vector.timeZone))
        return WhatsNewPicker(entries: entries, options: options, timeZone: zone)
    }
}
