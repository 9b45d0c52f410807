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

    /// Whether the version was withdrawn.
    public var isYanked: Bool { yanked ?? false }
}
