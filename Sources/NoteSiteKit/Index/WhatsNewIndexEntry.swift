/// One version of `whats-new/index.json`: what the selection rules need,
/// and the title text for a list of versions.
public struct WhatsNewIndexEntry: Codable, Sendable, Equatable {
    public var version: SemanticVersion
    /// `YYYY-MM-DD`, or an RFC 3339 date and time, as written in the notes.
    public var date: String?
    public var prerelease: Bool
    public var yanked: Bool
    /// Only in a build made with drafts; never shown.
    public var draft: Bool
    /// The platforms the version counts for; nil means every platform.
    /// Already narrowed to the platforms that have a feature, page, change
    /// item or body left, so it can differ from the notes' own `platforms`.
    public var platforms: [String]?
    /// Who may see this version; nil means everyone.
    public var audience: [String]?
    /// The sheet's title as plain text.
    public var title: String

    public init(version: SemanticVersion, date: String? = nil, prerelease: Bool? = nil, yanked: Bool = false,
                draft: Bool = false, platforms: [String]? = nil, audience: [String]? = nil, title: String = "") {
        self.version = version
        self.date = date
        self.prerelease = prerelease ?? version.isPrerelease
        self.yanked = yanked
        self.draft = draft
        self.platforms = platforms
        self.audience = audience
        self.title = title
    }

    private enum CodingKeys: String, CodingKey {
        case version, date, prerelease, yanked, draft, platforms, audience, title
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(SemanticVersion.self, forKey: .version)
        date = try container.decodeIfPresent(String.self, forKey: .date)
        prerelease = try container.decodeIfPresent(Bool.self, forKey: .prerelease) ?? version.isPrerelease
        yanked = try container.decodeIfPresent(Bool.self, forKey: .yanked) ?? false
        draft = try container.decodeIfPresent(Bool.self, forKey: .draft) ?? false
        platforms = try container.decodeIfPresent([String].self, forKey: .platforms)
        audience = try container.decodeIfPresent([String].self, forKey: .audience)
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? ""
    }

    /// Writes the keys it reads, as the site writes them: `draft` only when
    /// true (docs/app.md), and no key for a nil value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encodeIfPresent(date, forKey: .date)
        try container.encode(prerelease, forKey: .prerelease)
        try container.encode(yanked, forKey: .yanked)
        if draft { try container.encode(draft, forKey: .draft) }
        try container.encodeIfPresent(platforms, forKey: .platforms)
        try container.encodeIfPresent(audience, forKey: .audience)
        try container.encode(title, forKey: .title)
    }
}

extension WhatsNewIndexEntry {
    /// The entry for a version of `notes.json`, its platforms narrowed by
    /// what it has left for each (see `NoteVersion.countsFor(platform:)`).
    public init(_ note: NoteVersion, draft: Bool = false) {
        self.init(version: note.version, date: note.date, prerelease: note.prerelease, yanked: note.isYanked,
                  draft: draft, platforms: note.countedPlatforms, audience: note.audience, title: note.title.text)
    }
}
