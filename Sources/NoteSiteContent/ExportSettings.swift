import NoteSiteSourceData
/// The `export` key of `notesite.yml` (docs/channels.md), validated.
public struct ExportSettings: Sendable, Equatable {
    /// A URL template with `{version}` and optionally `{previous}`, for
    /// Keep a Changelog's compare links.
    public var compareURL: String?
    /// The link of `## [Unreleased]`, optionally with `{previous}` (docs/channels.md).
    public var unreleasedURL: String?
    /// Store locales chosen per site language, over the built-in table.
    public var locales: [String: StoreLocales] = [:]
    /// Whether `build` hosts the Sparkle notes pages in the site, for
    /// `sparkle:releaseNotesLink` to point at.
    public var sparkleNotes = false

    public init() {}

    /// A language's locale names in each store; nil means the built-in table's.
    public struct StoreLocales: Sendable, Equatable {
        public var appStore: String?
        public var googlePlay: String?
    }
}

/// `export:` as written.
struct ExportSource: Decodable {
    var compareURL: Located<String>?
    var unreleasedURL: Located<String>?
    var locales: [String: LocaleSource]?
    var sparkleNotes: Bool?

    enum CodingKeys: String, CodingKey, CaseIterable { case compareURL, unreleasedURL, locales, sparkleNotes }

    /// `fr: fr-CA` (both stores) or `fr: {appStore: fr-CA, googlePlay: fr-CA}`.
    struct LocaleSource: Decodable {
        var appStore: Located<String>?
        var googlePlay: Located<String>?

        enum CodingKeys: String, CodingKey, CaseIterable { case appStore, googlePlay }

        init(from decoder: any Decoder) throws {
            if let single = try? decoder.singleValueContainer().decode(Located<String>.self) {
                appStore = single
                googlePlay = single
                return
            }
            let c = try decoder.container(keyedBy: CodingKeys.self)
            appStore = try c.decodeIfPresent(Located<String>.self, forKey: .appStore)
            googlePlay = try c.decodeIfPresent(Located<String>.self, forKey: .googlePlay)
        }
    }
}

extension ExportSettings {
    /// Checks the template's scheme and placeholder and the locale names.
    init(_ source: ExportSource, path: String) throws(ContentError) {
        self.init()
        sparkleNotes = source.sparkleNotes ?? false
        if let v = source.compareURL {
            let value = v.value.trimmingCharacters(in: .whitespaces)
            let lowered = value.lowercased()
            guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://"), value.contains("{version}") else {
                throw ContentError(path: path, at: v,
                    message: "'export.compareURL' must be an http(s) URL with {version}, found \"\(v.value)\"",
                    hint: "write it like https://github.com/acme/app/compare/v{previous}...v{version}")
            }
            compareURL = value
        }
        if let v = source.unreleasedURL {
            let value = v.value.trimmingCharacters(in: .whitespaces)
            guard value.lowercased().hasPrefix("https://") || value.lowercased().hasPrefix("http://") else {
                throw ContentError(path: path, at: v, message: "'export.unreleasedURL' must be an http(s) URL, found \"\(v.value)\"",
                                   hint: "write it like https://github.com/acme/app/compare/v{previous}...HEAD")
            }
            unreleasedURL = value
        }
        for (language, choice) in (source.locales ?? [:]).sorted(by: { $0.key < $1.key }) {
            var locales = StoreLocales()
            for (value, key) in [(choice.appStore, "appStore"), (choice.googlePlay, "googlePlay")] {
                guard let value else { continue }
                let text = value.value.trimmingCharacters(in: .whitespaces)
                guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
                    throw ContentError(path: path, at: value,
                        message: "'export.locales.\(language).\(key)' must be a store locale such as fr-FR, found \"\(value.value)\"",
                        hint: "use the locale name the store uses, e.g. fr-FR, ja or zh-Hans")
                }
                if key == "appStore" { locales.appStore = text } else { locales.googlePlay = text }
            }
            self.locales[language] = locales
        }
    }
}
