import Foundation
import NoteSiteKit

/// One case of `Tests/Fixtures/whats-new-vectors.json`, which the widget's
/// browser test runs too.
struct WhatsNewVector: Decodable, Sendable {
    /// A version of the site with its flags; a plain string has none.
    struct Version: Decodable, Sendable {
        var version: String
        var yanked = false
        var draft = false
        var date: String?
        var platforms: [String]?
        var audience: [String]?
        /// Its notes as features, one for each list of platforms ([] for
        /// every platform); nil: a body for every platform.
        var features: [[String]]?

        private enum CodingKeys: String, CodingKey { case version, yanked, draft, date, platforms, audience, features }

        init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                version = text
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            version = try container.decode(String.self, forKey: .version)
            yanked = try container.decodeIfPresent(Bool.self, forKey: .yanked) ?? false
            draft = try container.decodeIfPresent(Bool.self, forKey: .draft) ?? false
            date = try container.decodeIfPresent(String.self, forKey: .date)
            platforms = try container.decodeIfPresent([String].self, forKey: .platforms)
            audience = try container.decodeIfPresent([String].self, forKey: .audience)
            features = try container.decodeIfPresent([[String]].self, forKey: .features)
        }

        /// The platforms `whats-new/index.json` lists for it: NoteSiteKit's
        /// own count over its notes (`NoteVersion.countedPlatforms`).
        func countedPlatforms() throws -> [String]? {
            let text = InlineText(markdown: "Notes", html: "Notes", text: "Notes")
            let notes = NoteVersion(version: try SemanticVersion(frontMatter: version), title: text,
                                    features: (features ?? []).map { NoteFeature(emoji: "⭐️", title: text, platforms: $0.isEmpty ? nil : $0) },
                                    platforms: platforms, body: features == nil ? NoteBody(markdown: "Notes", html: "<p>Notes</p>") : nil)
            return notes.countedPlatforms
        }
    }

    var name: String
    var versions: [Version]
    var current: String
    var presented: [String]?
    var expected: [String]
    var mode = "fallback"
    var call = "whatsNew"
    var limit = 10
    var skipFirstVisit = false
    var platform: String?
    var audience: [String] = []
    var now = "2026-06-01T00:00:00Z"
    var timeZone = "UTC"

    private enum CodingKeys: String, CodingKey {
        case name, versions, current, presented, expected, mode, call, limit, skipFirstVisit, platform, audience, now,
             timeZone
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        versions = try c.decode([Version].self, forKey: .versions)
        current = try c.decode(String.self, forKey: .current)
        presented = try c.decode([String]?.self, forKey: .presented)
        expected = try c.decode([String].self, forKey: .expected)
        mode = try c.decodeIfPresent(String.self, forKey: .mode) ?? mode
        call = try c.decodeIfPresent(String.self, forKey: .call) ?? call
        limit = try c.decodeIfPresent(Int.self, forKey: .limit) ?? limit
        skipFirstVisit = try c.decodeIfPresent(Bool.self, forKey: .skipFirstVisit) ?? skipFirstVisit
        platform = try c.decodeIfPresent(String.self, forKey: .platform)
        audience = try c.decodeIfPresent([String].self, forKey: .audience) ?? audience
        now = try c.decodeIfPresent(String.self, forKey: .now) ?? now
        timeZone = try c.decodeIfPresent(String.self, forKey: .timeZone) ?? timeZone
    }

    static func all() throws -> [WhatsNewVector] {
        struct File: Decodable { var vectors: [WhatsNewVector] }
        return try Fixtures.load(File.self, from: "Tests/Fixtures/whats-new-vectors.json").vectors
    }

    var testDescription: String { name }
}

