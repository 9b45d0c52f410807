import Foundation
import NoteSiteSourceData

extension SiteConfig {
    package static let fileName = "notesite.yml"

    /// Validates `notesite.yml` as decoded; `path` is how errors name the file.
    init(_ source: SiteConfigSource, path: String) throws(ContentError) {
        self.init()
        if let v = source.title { title = v }
        if let v = source.description { description = v }
        if let v = source.baseURL { baseURL = try Self.validateBaseURL(v, path: path) }
        if let v = source.language {
            guard LanguageTag.isWellFormed(v.value) else {
                throw ContentError(path: path, at: v, message: "'language' must be a language tag like en or pt-BR, found \"\(v.value)\"",
                                   hint: "write a BCP 47 language tag, e.g. en, de, pt-BR")
            }
            language = v.value
        }
        appName = source.app?.name
        if let v = source.app?.currentVersion {
            do { currentVersion = try SemanticVersion(frontMatter: v.value) } catch {
                throw ContentError(path: path, at: v, message: "'app.currentVersion' must be a semantic version, found \"\(v.value)\"",
                                   hint: "write it as 1.4.0, 1.4 or v1.4.0")
            }
        }
        if let v = source.paging?.perPage {
            guard v.value >= 1 else {
                throw ContentError(path: path, at: v, message: "'paging.perPage' must be at least 1, found \(v.value)",
                                   hint: "set it to the number of versions per changelog page, e.g. 10")
            }
            perPage = v.value
        }
        if let v = source.markdown?.smartPunctuation { smartPunctuation = v }
        if let v = source.markdown?.unsafeHTML { unsafeHTML = v }
        if let v = source.markdown?.hardBreaks { hardBreaks = v }
        if let theme = source.theme {
            if let c = theme.accent { accent = try Self.validate(c, key: "theme.accent", path: path) }
            if let c = theme.background { background = try Self.validate(c, key: "theme.background", path: path) }
            if let c = theme.text { text = try Self.validate(c, key: "theme.text", path: path) }
            if let c = theme.secondaryText { secondaryText = try Self.validate(c, key: "theme.secondaryText", path: path) }
        }
        layout = try Layout().applying(source.layout, path: path)
        words = InterfaceWords.builtIn(for: language)
        if let given = source.i18n?.words { try Self.apply(given, to: &words, path: path) }
        if let w = source.widget {
            Self.apply(labels: (w.title, w.continueLabel, w.nextLabel, w.doneLabel), to: &words)
            if let v = w.selection {
                guard let mode = SelectionMode(rawValue: v.value) else {
                    throw ContentError(path: path, at: v, message: "'widget.selection' must be fallback, exact or cumulative, found \"\(v.value)\"",
                                       hint: "write one of: fallback, exact, cumulative")
                }
                selection = mode
            }
            if let v = w.storage {
                guard let kind = Storage(rawValue: v.value) else {
                    throw ContentError(path: path, at: v, message: "'widget.storage' must be local, session or memory, found \"\(v.value)\"",
                                       hint: "write one of: local, session, memory")
                }
                storage = kind
            }
            if let v = w.skipFirstVisit { skipFirstVisit = v }
            if let v = w.cumulativeLimit {
                guard v.value >= 1 else {
                    throw ContentError(path: path, at: v, message: "'widget.cumulativeLimit' must be at least 1, found \(v.value)",
                                       hint: "set the most versions one cumulative sheet shows, e.g. 10")
                }
                cumulativeLimit = v.value
            }
            if let v = w.sheetChanges { sheetChanges = v }
        }
        if let v = source.feeds?.limit {
            guard v.value >= 1 else {
                throw ContentError(path: path, at: v, message: "'feeds.limit' must be at least 1, found \(v.value)",
                                   hint: "set how many of the newest versions the feeds hold, e.g. 50")
            }
            feedLimit = v.value
        }
        if let v = source.search?.enabled { searchEnabled = v }
        if let v = source.search?.body { searchBody = v }
        if let v = source.export { export = try ExportSettings(v, path: path) }
        try loadReleaseSettings(source, path: path)
        if source.title == nil { title = words.text("releaseNotes") }
        (widgetTitle, continueLabel, nextLabel, doneLabel) =
            (words.text("whatsNew"), words.text("continue"), words.text("next"), words.text("done"))
        try loadLanguages(source, path: path)
    }

    /// Overrides baseURL (from `--base-url`), with the same checks.
    mutating func setBaseURL(_ raw: String) throws(ContentError) {
        baseURL = try Self.validateBaseURL(Located(raw), path: "--base-url")
    }

    private static func validateBaseURL(_ v: Located<String>, path: String) throws(ContentError) -> String {
        let value = v.value.trimmingCharacters(in: .whitespaces)
        let lowered = value.lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://"),
              let url = URL(string: value), let host = url.host, !host.isEmpty,
              url.query == nil, url.fragment == nil else {
            throw ContentError(path: path, at: v, message: "'baseURL' must be an absolute http or https URL, found \"\(v.value)\"",
                               hint: "write it like https://example.com/changelog/")
        }
        return value.hasSuffix("/") ? value : value + "/"
    }

    private static func validate(_ color: SiteConfigSource.ThemeColor, key: String, path: String) throws(ContentError) -> ColorPair {
        for v in [color.light, color.dark] where !CSSColor.isValid(v.value) {
            throw ContentError(path: path, at: v, message: "'\(key)' must be a CSS color, found \"\(v.value)\"",
                               hint: "write a color like #007aff, rgb(0 122 255) or orange")
        }
        return ColorPair(light: color.light.value.trimmingCharacters(in: .whitespaces),
                         dark: color.dark.value.trimmingCharacters(in: .whitespaces))
    }
}
