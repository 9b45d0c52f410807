import Foundation

/// `whats-new/index.json`, schema 1: the small list of versions an app reads
/// before it loads the notes of the few it shows (docs/app.md).
public struct WhatsNewIndex: Codable, Sendable, Equatable {
    public var schema: Int
    /// The site's title, in this index's language.
    public var title: String
    /// This index's language tag (`en`, `fr`, `pt-BR`).
    public var language: String
    /// Every language the site has, the default first; each further one has
    /// its index at `<tag>/whats-new/index.json`.
    public var languages: [String]
    /// The IANA time zone in which a date without a time starts.
    public var timeZone: String
    /// The version the site presents by default.
    public var currentVersion: SemanticVersion?
    /// Every listed version, newest first.
    public var versions: [WhatsNewIndexEntry]

    public init(title: String, language: String, languages: [String]? = nil, timeZone: String = "UTC",
                currentVersion: SemanticVersion? = nil, versions: [WhatsNewIndexEntry]) {
        self.schema = NotesDocument.schema
        self.title = title
        self.language = language
        self.languages = languages ?? [language]
        self.timeZone = timeZone
        self.currentVersion = currentVersion
        self.versions = versions
    }

    private enum CodingKeys: String, CodingKey {
        case schema, title, language, languages, timeZone, currentVersion, versions
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schema = try container.decode(Int.self, forKey: .schema)
        guard schema == NotesDocument.schema else {
            throw UnsupportedSchema(found: schema, document: "whats-new/index.json")
        }
        title = try container.decode(String.self, forKey: .title)
        language = try container.decode(String.self, forKey: .language)
        languages = try container.decodeIfPresent([String].self, forKey: .languages) ?? [language]
        timeZone = try container.decodeIfPresent(String.self, forKey: .timeZone) ?? "UTC"
        currentVersion = try container.decodeIfPresent(SemanticVersion.self, forKey: .currentVersion)
        versions = try container.decode([WhatsNewIndexEntry].self, forKey: .versions)
    }

    /// Reads a `whats-new/index.json` document.
    public static func decode(from data: Data) throws -> WhatsNewIndex {
        try JSONDecoder().decode(WhatsNewIndex.self, from: data)
    }
}
