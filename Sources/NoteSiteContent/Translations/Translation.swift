import NoteSiteSourceData
/// One version's notes in a further language, validated: each text it gives,
/// by position in the original's lists. `nil` means "as in the original".
public struct Translation: Sendable {
    /// A feature's or a list row's texts.
    public struct ItemText: Sendable {
        public var title: InlineText?
        public var subtitle: InlineText?
        public var alt: String?
    }

    /// A `pages` item's texts and media.
    public struct PageText: Sendable {
        /// The kind the translation names (`list`, `image`, `video`), if any.
        public var kind: String?
        public var title: InlineText?
        public var description: InlineText?
        public var alt: String?
        public var url: SiteURL?
        public var poster: SiteURL?
        public var rows: [ItemText]?
        /// Where the item and its rows are written, for length errors.
        var location: Located<Bool>
        var rowsLocation: Located<Bool>?
    }

    public var version: SemanticVersion
    /// The declared tag, as `notesite.yml` spells it.
    public var language: String
    public var title: InlineText?
    public var features: [ItemText]?
    public var pages: [PageText]?
    public var primaryTitle: InlineText?
    public var secondaryTitle: InlineText?
    public var secondaryURL: SiteURL?
    /// Each `changes` type given, item by item.
    public var changes: [String: [InlineText]] = [:]
    public var bodyMarkdown: String?
    public var bodyHTML: String?
    public var sourcePath: String
    package var versionLocation: Located<Bool>
    var featuresLocation: Located<Bool>?
    var pagesLocation: Located<Bool>?
    var changesLocations: [String: Located<Bool>] = [:]
}
