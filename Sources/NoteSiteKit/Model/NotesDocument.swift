import Foundation

/// `notes.json`, schema 1: every published version, newest first (docs/app.md).
///
/// Keys this type does not know are ignored, so an app keeps working when
/// the site adds keys; another schema number is refused with `UnsupportedSchema`.
public struct NotesDocument: Codable, Sendable, Equatable {
    /// The only schema this version of the kit reads.
    public static let schema = 1

    public var schema: Int
    /// The site's title.
    public var title: String
    /// The site's address, when it is set.
    public var baseURL: String?
    /// The language of a further language's document (`fr/notes.json`).
    public var language: String?
    /// The version the site presents by default.
    public var currentVersion: SemanticVersion?
    public var versions: [NoteVersion]

    public init(title: String, baseURL: String? = nil, language: String? = nil,
                currentVersion: SemanticVersion? = nil, versions: [NoteVersion]) {
        self.schema = Self.schema
        self.title = title
        self.baseURL = baseURL
        self.language = language
        self.currentVersion = currentVersion
        self.versions = versions
    }

    private enum CodingKeys: String, CodingKey {
        case schema, title, baseURL, language, currentVersion, versions
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schema = try container.decode(Int.self, forKey: .schema)
        guard schema == Self.schema else { throw UnsupportedSchema(found: schema, document: "notes.json") }
        title = try container.decode(String.self, forKey: .title)
        baseURL = try container.decodeIfPresent(String.self, forKey: .baseURL)
        language = try container.decodeIfPresent(String.self, forKey: .language)
        currentVersion = try container.decodeIfPresent(SemanticVersion.self, forKey: .currentVersion)
        versions = try container.decode([NoteVersion].self, forKey: .versions)
    }

    /// Reads a `notes.json` document.
    public static func decode(from data: Data) throws -> NotesDocument {
        try JSONDecoder().decode(NotesDocument.self, from: data)
    }
}
