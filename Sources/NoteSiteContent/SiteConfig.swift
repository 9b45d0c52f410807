/// The validated site configuration with every default of docs/content.md applied.
public struct SiteConfig: Sendable {
    public struct ColorPair: Sendable, Equatable {
        public var light: String
        public var dark: String
    }

    public enum Storage: String, Sendable, CaseIterable { case local, session, memory }

    public var title = "Release Notes"
    public var description = ""
    /// Absolute http(s) URL ending in `/`, or nil.
    public var baseURL: String?
    public var language = "en"
    public var appName: String?
    public var currentVersion: SemanticVersion?
    public var perPage = 10
    public var smartPunctuation = false
    public var unsafeHTML = false
    public var hardBreaks = false
    public var accent = ColorPair(light: "#007aff", dark: "#0a84ff")
    public var background = ColorPair(light: "#ffffff", dark: "#1c1c1e")
    public var text = ColorPair(light: "#000000", dark: "#ffffff")
    public var secondaryText = ColorPair(light: "#6e6e73", dark: "#98989d")
    public var layout = Layout()
    public var widgetTitle = "What's New"
    public var continueLabel = "Continue"
    public var nextLabel = "Next"
    public var doneLabel = "Done"
    public var selection = SelectionMode.fallback
    public var storage = Storage.local
    public var skipFirstVisit = false
    /// The most versions one cumulative sheet or unread count holds.
    public var cumulativeLimit = 10
    /// True: a sheet with features also lists the version's `changes` (docs/widget.md).
    public var sheetChanges = false
    public var feedLimit = 50
    /// `search.enabled`: the search page, its index and the header's search box.
    public var searchEnabled = true
    /// `search.body`: whether the index holds the bodies.
    public var searchBody = true
    /// The interface words of `language`, with the site's overrides.
    public var words = InterfaceWords.builtIn(for: "en")
    /// The further languages of docs/languages.md, in the order declared.
    public var languages: [LanguageSettings] = []
    public var missingTranslations = MissingTranslations.fallback
    /// `export:`, for `notesite export` (docs/channels.md).
    public var export = ExportSettings()
    /// The platform words the notes may use, as declared.
    public var platforms: [String] = []
    /// The IANA time zone in which a date without a time starts.
    public var timeZone = "UTC"
    /// `unreleased.show`: the changelog's first page opens with the change fragments.
    public var showsUnreleased = false

    public init() {}

    /// Whether `language` is written right to left.
    package var isRightToLeft: Bool { LanguageTag.isRightToLeft(language) }
}

/// What a further language does with a version that has no translation.
public enum MissingTranslations: String, Sendable, CaseIterable {
    /// Listed in the default language, linking to the default permalink.
    case fallback
    /// Left out of that language.
    case omit
}
