import NoteSiteSourceData
/// `notesite.yml` as written (docs/content.md); every key optional.
struct SiteConfigSource: Decodable {
    var title: String?
    var description: String?
    var baseURL: Located<String>?
    var language: Located<String>?
    var app: App?
    var paging: Paging?
    var markdown: Markdown?
    var theme: Theme?
    var layout: LayoutSource?
    var widget: Widget?
    var feeds: Feeds?
    var search: Search?
    var export: ExportSource?
    var languages: LanguagesSource?
    var i18n: I18n?
    var platforms: [Located<String>]?
    var timeZone: Located<String>?
    var unreleased: Unreleased?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, description, baseURL, language, app, paging, markdown, theme, layout, widget, feeds, search, export, languages, i18n,
             platforms, timeZone, unreleased
    }

    /// `unreleased:`: whether the changelog shows the change fragments (docs/content.md).
    struct Unreleased: Decodable {
        var show: Bool?
        enum CodingKeys: String, CodingKey, CaseIterable { case show }
    }

    /// `i18n:`: what a further language does with an untranslated version,
    /// and the default language's interface words.
    struct I18n: Decodable {
        var missing: Located<String>?
        var words: WordsSource?
        enum CodingKeys: String, CodingKey, CaseIterable { case missing, words }
    }

    struct App: Decodable {
        var name: String?
        var currentVersion: Located<String>?
        enum CodingKeys: String, CodingKey, CaseIterable { case name, currentVersion }
    }

    struct Paging: Decodable {
        var perPage: Located<Int>?
        enum CodingKeys: String, CodingKey, CaseIterable { case perPage }
    }

    struct Markdown: Decodable {
        var smartPunctuation: Bool?
        var unsafeHTML: Bool?
        var hardBreaks: Bool?
        enum CodingKeys: String, CodingKey, CaseIterable { case smartPunctuation, hardBreaks, unsafeHTML }
    }

    /// A CSS color, or one for each color scheme.
    struct ThemeColor: Decodable {
        var light: Located<String>
        var dark: Located<String>

        enum CodingKeys: String, CodingKey, CaseIterable { case light, dark }

        init(from decoder: any Decoder) throws {
            if let single = try? decoder.singleValueContainer().decode(Located<String>.self) {
                light = single
                dark = single
                return
            }
            let c = try decoder.container(keyedBy: CodingKeys.self)
            light = try c.decode(Located<String>.self, forKey: .light)
            dark = try c.decode(Located<String>.self, forKey: .dark)
        }
    }

    struct Theme: Decodable {
        var accent: ThemeColor?
        var background: ThemeColor?
        var text: ThemeColor?
        var secondaryText: ThemeColor?
        enum CodingKeys: String, CodingKey, CaseIterable { case accent, background, text, secondaryText }
    }

    struct Widget: Decodable {
        var title: String?
        var continueLabel: String?
        var nextLabel: String?
        var doneLabel: String?
        var selection: Located<String>?
        var storage: Located<String>?
        var skipFirstVisit: Bool?
        var cumulativeLimit: Located<Int>?
        var sheetChanges: Bool?
        enum CodingKeys: String, CodingKey, CaseIterable {
            case title, continueLabel, nextLabel, doneLabel, selection, storage, skipFirstVisit, cumulativeLimit, sheetChanges
        }
    }

    struct Feeds: Decodable {
        var limit: Located<Int>?
        enum CodingKeys: String, CodingKey, CaseIterable { case limit }
    }

    struct Search: Decodable {
        var enabled: Bool?
        var body: Bool?
        enum CodingKeys: String, CodingKey, CaseIterable { case enabled, body }
    }
}
