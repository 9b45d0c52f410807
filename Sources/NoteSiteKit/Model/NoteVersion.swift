/// One version's entry in `notes.json`, and the whole of a
/// `whats-new/<v>/notes.json` file (docs/app.md).
public struct NoteVersion: Codable, Sendable, Equatable {
    /// The version, canonical (no build metadata).
    public var version: SemanticVersion
    /// `YYYY-MM-DD` as written (an RFC 3339 time keeps its own date).
    public var date: String?
    public var prerelease: Bool
    /// The sheet's title; the site's default title when the version sets none.
    public var title: InlineText
    public var features: [NoteFeature]
    public var pages: [NotePage]
    public var primaryAction: PrimaryAction?
    public var secondaryAction: SecondaryAction?
    public var changes: NoteChanges?
    public var labels: [String]?
    /// A withdrawn release: listed on the site, never shown in a sheet.
    public var yanked: Bool?
    /// The platform build number (CFBundleVersion), when the notes name one.
    public var build: String?
    /// The apps these notes are for; nil means every platform.
    public var platforms: [String]?
    /// Who may see this version; nil means everyone.
    public var audience: [String]?
    public var body: NoteBody?
    /// The permalink page, relative to the site root.
    public var url: String?
    /// The standalone sheet page, relative to the site root.
    public var whatsNewURL: String?

    public init(version: SemanticVersion, date: String? = nil, prerelease: Bool? = nil, title: InlineText,
                features: [NoteFeature] = [], pages: [NotePage] = [], primaryAction: PrimaryAction? = nil,
                secondaryAction: SecondaryAction? = nil, changes: NoteChanges? = nil, labels: [String]? = nil,
                yanked: Bool? = nil, build: String? = nil, platforms: [String]? = nil, audience: [String]? = nil,
                body: NoteBody? = nil, url: String? = nil, whatsNewURL: String? = nil) {
        self.version = version
        self.date = date
        self.prerelease = prerelease ?? version.isPrerelease
        self.title = title
        self.features = features
        self.pages = pages
        self.primaryAction = primaryAction
        self.secondaryAction = secondaryAction
        self.changes = changes
        self.labels = labels
        self.yanked = yanked
        self.build = build
        self.platforms = platforms
        self.audience = audience
        self.body = body
        self.url = url
        self.whatsNewURL = whatsNewURL
    }

    /// Reads an entry as notesite writes it, or as a hand-written document
    /// may leave it: `prerelease` follows the version when it is left out,
    /// and `features` and `pages` are empty.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let version = try c.decode(SemanticVersion.self, forKey: .version)
        self.init(version: version, date: try c.decodeIfPresent(String.self, forKey: .date),
                  prerelease: try c.decodeIfPresent(Bool.self, forKey: .prerelease),
                  title: try c.decode(InlineText.self, forKey: .title),
                  features: try c.decodeIfPresent([NoteFeature].self, forKey: .features) ?? [],
                  pages: try c.decodeIfPresent([NotePage].self, forKey: .pages) ?? [],
                  primaryAction: try c.decodeIfPresent(PrimaryAction.self, forKey: .primaryAction),
                  secondaryAction: try c.decodeIfPresent(SecondaryAction.self, forKey: .secondaryAction),
                  changes: try c.decodeIfPresent(NoteChanges.self, forKey: .changes),
                  labels: try c.decodeIfPresent([String].self, forKey: .labels),
                  yanked: try c.decodeIfPresent(Bool.self, forKey: .yanked),
                  build: try c.decodeIfPresent(String.self, forKey: .build),
                  platforms: try c.decodeIfPresent([String].self, forKey: .platforms),
                  audience: try c.decodeIfPresent([String].self, forKey: .audience),
                  body: try c.decodeIfPresent(NoteBody.self, forKey: .body),
                  url: try c.decodeIfPresent(String.self, forKey: .url),
                  whatsNewURL: try c.decodeIfPresent(String.self, forKey: .whatsNewURL))
    }

    /// Whether the version was withdrawn.
    public var isYanked: Bool { yanked ?? false }
}
