/// Inline Markdown in its three renderings (docs/content.md).
public struct InlineText: Sendable, Hashable, Encodable {
    public var markdown: String
    public var html: String
    public var text: String

    /// True for a `changes` item rendered as blocks (a paragraph and a nested
    /// list): block HTML ends with a line break, which inline HTML never does.
    public var isBlock: Bool { html.hasSuffix("\n") }

    package init(markdown: String, html: String, text: String) {
        self.markdown = markdown
        self.html = html
        self.text = text
    }
}

/// A URL from the content: absolute (`https:`, `mailto:`, `/path`) or a path
/// relative to the site root, which each page rewrites for its own depth.
public enum SiteURL: Sendable, Hashable {
    case absolute(String)
    case site(String)

    /// The URL as seen from a page whose path to the site root is `root`
    /// (`""` or `"../../"`); files ask a `SiteRoot`.
    func resolved(root: String) -> String {
        switch self {
        case .absolute(let url): url
        case .site(let path): root + path
        }
    }
}

/// What stands beside a feature or list row.
public enum Icon: Sendable, Hashable {
    /// A built-in or `content/icons/` SVG: its name and sanitised markup.
    case symbol(name: String, svg: String)
    case emoji(String)
    case image(SiteURL, alt: String)
}

/// A feature (WhatsNewKit) or a list row (Notelet).
public struct Feature: Sendable, Hashable {
    public var icon: Icon
    /// A CSS color for the icon; nil means the theme accent.
    public var color: String?
    public var title: InlineText
    public var subtitle: InlineText?
    /// The platforms it is for, as written; empty: every platform (docs/content.md).
    public var platforms: [String] = []

    package init(icon: Icon, color: String? = nil, title: InlineText, subtitle: InlineText? = nil, platforms: [String] = []) {
        self.icon = icon
        self.color = color
        self.title = title
        self.subtitle = subtitle
        self.platforms = platforms
    }
}

/// One further page of the sheet (Notelet's items).
public enum SheetPage: Sendable, Hashable {
    case list(title: InlineText?, rows: [Feature])
    case image(url: SiteURL, alt: String, title: InlineText?, description: InlineText?)
    case video(url: SiteURL, poster: SiteURL?, title: InlineText?, description: InlineText?)
}

public struct PrimaryAction: Sendable, Hashable {
    /// nil: the label follows the sheet (Continue, or Done on a multi-page sheet).
    public var title: InlineText?
    /// A CSS color; `accent` (or nil) means the theme accent.
    public var backgroundColor: String?
    public var foregroundColor: String?

    package init(title: InlineText? = nil, backgroundColor: String? = nil, foregroundColor: String? = nil) {
        self.title = title
        self.backgroundColor = backgroundColor
        self.foregroundColor = foregroundColor
    }
}

public struct SecondaryAction: Sendable, Hashable {
    public var title: InlineText
    public var url: SiteURL

    package init(title: InlineText, url: SiteURL) {
        self.title = title
        self.url = url
    }
}

/// One version's notes, validated and rendered.
///
/// A release is passed around by sharing, not copying: its fields live in
/// one reference-counted box, so handing ten thousand releases from the
/// loader to the pages and jobs costs one retain each instead of one per
/// field, and two releases that share a box are equal without a look
/// inside. Fields read and write as if stored (`release.title`); a write
/// to a shared box copies it first.
@dynamicMemberLookup
public struct Release: Sendable, Equatable {
    /// What a release holds.
    public struct Fields: Sendable, Equatable {
        public var version: SemanticVersion
        /// `YYYY-MM-DD` as written (an RFC 3339 time keeps its own date); drafts may have none.
        public var date: String?
        /// The `date` as written when it is an RFC 3339 date and time: the
        /// moment a scheduled version goes live.
        public var dateTime: String?
        public var isDraft: Bool
        /// nil: the site's widget title.
        public var title: InlineText?
        public var features: [Feature]
        public var pages: [SheetPage]
        /// Each page's platforms, by position; empty when no page names any.
        /// A page with none is for every platform.
        public var pagePlatforms: [[String]] = []
        public var primaryAction: PrimaryAction?
        public var secondaryAction: SecondaryAction?
        public var layout: Layout
        /// Typed change lists in Keep a Changelog's order, only the types present.
        public var changes: [ChangeList] = []
        /// Free labels as written: lower-case words, digits and '-'.
        public var labels: [String] = []
        /// A withdrawn release: listed with a badge, never current, never in the widget.
        public var isYanked = false
        /// The platform build number (CFBundleVersion, versionCode), as text.
        public var build: String?
        /// The platforms the notes are for, as written; nil: every platform (docs/content.md).
        public var platforms: [String]?
        /// Who may see the version; empty: everyone. A build leaves it out
        /// unless `--audience` names one of its words.
        public var audience: [String] = []
        public var bodyMarkdown: String
        /// The file line where a Markdown file's body starts; nil for JSON files,
        /// whose body is one string value.
        public var bodyLine: Int?
        /// Body HTML; site-relative URLs carry `SiteURL.marker` until a page resolves them.
        public var bodyHTML: String
        /// The file it came from, as diagnostics name it.
        public var sourcePath: String
        /// Where its `version` is written, for diagnostics about the version.
        public var versionLine: Int?
        public var versionColumn: Int?
        /// True when a further language shows the original, untranslated
        /// (`i18n.missing: fallback`): its links lead to the default language.
        public var fallsBack = false

        package init(version: SemanticVersion, date: String? = nil, isDraft: Bool, title: InlineText? = nil,
                     features: [Feature], pages: [SheetPage], primaryAction: PrimaryAction? = nil,
                     secondaryAction: SecondaryAction? = nil, layout: Layout, changes: [ChangeList] = [],
                     labels: [String] = [], isYanked: Bool = false, build: String? = nil,
                     bodyMarkdown: String, bodyLine: Int? = nil, bodyHTML: String, sourcePath: String,
                     versionLine: Int? = nil, versionColumn: Int? = nil, fallsBack: Bool = false) {
            self.version = version
            self.date = date
            self.isDraft = isDraft
            self.title = title
            self.features = features
            self.pages = pages
            self.primaryAction = primaryAction
            self.secondaryAction = secondaryAction
            self.layout = layout
            self.changes = changes
            self.labels = labels
            self.isYanked = isYanked
            self.build = build
            self.bodyMarkdown = bodyMarkdown
            self.bodyLine = bodyLine
            self.bodyHTML = bodyHTML
            self.sourcePath = sourcePath
            self.versionLine = versionLine
            self.versionColumn = versionColumn
            self.fallsBack = fallsBack
        }
    }

    @usableFromInline
    package final class Box: @unchecked Sendable {
        /// Every field; for a release read back from a saved memory, only
        /// its outline (the fields read straight from the box, below) until
        /// the rest is asked for.
        @usableFromInline package var fields: Fields
        /// Where a release read back from a saved memory keeps the rest.
        @usableFromInline package let saved: (any ReleaseRest)?

        @usableFromInline init(_ fields: Fields) {
            self.fields = fields
            saved = nil
        }

        package init(outline: Fields, saved: any ReleaseRest) {
            fields = outline
            self.saved = saved
        }

        /// Every field, read from the saved memory first if need be.
        @usableFromInline var complete: Fields { saved?.fields(outline: self) ?? fields }
    }

    @usableFromInline package var box: Box

    public init(_ fields: Fields) {
        box = Box(fields)
    }

    /// A release read back from a saved memory: its outline now, the rest
    /// from `saved` when first asked for.
    package init(outline: Fields, saved: any ReleaseRest) {
        box = Box(outline: outline, saved: saved)
    }

    init(version: SemanticVersion, date: String?, isDraft: Bool, title: InlineText?, features: [Feature], pages: [SheetPage],
         primaryAction: PrimaryAction?, secondaryAction: SecondaryAction?, layout: Layout, bodyMarkdown: String,
         bodyHTML: String, sourcePath: String, versionLine: Int?, versionColumn: Int?) {
        self.init(Fields(version: version, date: date, isDraft: isDraft, title: title, features: features, pages: pages,
                         primaryAction: primaryAction, secondaryAction: secondaryAction, layout: layout,
                         bodyMarkdown: bodyMarkdown, bodyHTML: bodyHTML, sourcePath: sourcePath,
                         versionLine: versionLine, versionColumn: versionColumn))
    }

    @inlinable
    public subscript<Value>(dynamicMember path: WritableKeyPath<Fields, Value>) -> Value {
        get {
            if let saved = box.saved { return saved.fields(outline: box)[keyPath: path] }
            return box.fields[keyPath: path]
        }
        set {
            if box.saved != nil || !isKnownUniquelyReferenced(&box) { box = Box(box.complete) }
            box.fields[keyPath: path] = newValue
        }
    }

    // The outline's fields, which every build reads of every release, read
    // straight from the box: a release read back from a saved memory holds
    // them without the rest (`ReleaseRest`). A write goes through the
    // subscript above, which gives the release a box of its own.
    public var version: SemanticVersion {
        get { box.fields.version }
        set { self[dynamicMember: \.version] = newValue }
    }
    public var date: String? {
        get { box.fields.date }
        set { self[dynamicMember: \.date] = newValue }
    }
    public var isDraft: Bool {
        get { box.fields.isDraft }
        set { self[dynamicMember: \.isDraft] = newValue }
    }
    public var title: InlineText? {
        get { box.fields.title }
        set { self[dynamicMember: \.title] = newValue }
    }
    public var labels: [String] {
        get { box.fields.labels }
        set { self[dynamicMember: \.labels] = newValue }
    }
    public var isYanked: Bool {
        get { box.fields.isYanked }
        set { self[dynamicMember: \.isYanked] = newValue }
    }
    public var platforms: [String]? {
        get { box.fields.platforms }
        set { self[dynamicMember: \.platforms] = newValue }
    }
    public var audience: [String] {
        get { box.fields.audience }
        set { self[dynamicMember: \.audience] = newValue }
    }
    public var build: String? {
        get { box.fields.build }
        set { self[dynamicMember: \.build] = newValue }
    }
    public var sourcePath: String {
        get { box.fields.sourcePath }
        set { self[dynamicMember: \.sourcePath] = newValue }
    }
    public var versionLine: Int? {
        get { box.fields.versionLine }
        set { self[dynamicMember: \.versionLine] = newValue }
    }
    public var versionColumn: Int? {
        get { box.fields.versionColumn }
        set { self[dynamicMember: \.versionColumn] = newValue }
    }
    public var fallsBack: Bool {
        get { box.fields.fallsBack }
        set { self[dynamicMember: \.fallsBack] = newValue }
    }
    public var bodyLine: Int? {
        get { box.fields.bodyLine }
        set { self[dynamicMember: \.bodyLine] = newValue }
    }

    /// Every field equal, the version's build metadata included: versions
    /// compare by precedence, which ignores it, but a page may show it.
    public static func == (a: Release, b: Release) -> Bool {
        a.box === b.box || (a.box.complete == b.box.complete && a.version.fullText == b.version.fullText)
    }

    public var isPrerelease: Bool { self.version.isPrerelease }

    /// The labels its changelog filters use: its own, then each change type present.
    public var filterLabels: [String] {
        var all = self.labels
        for kind in changeKinds where !all.contains(kind.rawValue) { all.append(kind.rawValue) }
        return all
    }

    /// The types of its change lists, in order: known without the lists
    /// themselves for a release read back from a saved memory.
    package var changeKinds: [ChangeKind] { box.saved?.changeKinds ?? self.changes.map(\.kind) }
}
