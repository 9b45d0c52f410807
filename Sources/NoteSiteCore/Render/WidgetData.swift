import Foundation

/// The data the embeddable widget needs (SPEC §7): its settings and version
/// index, built into `whats-new.js`, and one classic script per version,
/// `whats-new/<v>/notes.js`, that hands the sheet's markup to the widget.
/// Site-relative URLs in that markup carry `SiteURL.marker`, which the widget
/// resolves against its own script URL.
struct WidgetData {
    static let configToken = "__NOTESITE_CONFIG__"

    let config: SiteConfig
    /// Non-draft releases of the default language, newest first.
    let releases: [Release]
    let currentVersion: SemanticVersion?
    /// Every language's share, the default first (SPEC §11).
    let editions: [LanguageEdition]

    /// The words the widget itself shows, beyond the four labels.
    static let wordKeys = ["close", "retry", "pageOf", "pages", "previousPage", "nextPage", "version", "imageUnavailable",
                           "videoUnavailable", "unread", "unreadMark", "markAllRead", "launcherLabel", "changelog"]

    init(config: SiteConfig, editions: [LanguageEdition], currentVersion: SemanticVersion?) {
        self.config = config
        self.editions = editions
        self.currentVersion = currentVersion
        releases = editions.first?.widgetReleases ?? []
    }

    /// The notes scripts of edition `index`, in its language.
    func edition(_ index: Int) -> WidgetNotes {
        WidgetNotes(config: editions.indices.contains(index) ? editions[index].config : config)
    }

    /// One language's entry in the widget's settings: its folder, direction,
    /// words and the versions it has.
    static func language(_ edition: LanguageEdition) -> JSONValue {
        let c = edition.config
        let words: [(String, JSONValue)] = wordKeys.map { key in
            switch c.words.entry(key) {
            case .plural(let forms)?:
                return (key, .object(PluralCategory.allCases.compactMap { cat in forms[cat].map { (cat.rawValue, .string($0)) } }))
            default:
                return (key, .string(c.words.text(key)))
            }
        }
        return .object([
            ("tag", .string(c.language)),
            ("dir", .string(c.isRightToLeft ? "rtl" : "ltr")),
            ("prefix", .string(edition.prefix)),
            ("labels", .object([
                ("title", .string(c.widgetTitle)), ("continue", .string(c.continueLabel)),
                ("next", .string(c.nextLabel)), ("done", .string(c.doneLabel)),
            ])),
            ("words", .object(words)),
            ("index", .string(compactIndex(edition.widgetReleases.map(\.version.canonical)))),
        ])
    }

    func script(template: String) -> String {
        let settings: JSONValue = .object([
            ("currentVersion", .optional(currentVersion?.canonical)),
            ("selection", .string(config.selection.rawValue)),
            ("storage", .string(config.storage.rawValue)),
            ("skipFirstVisit", .bool(config.skipFirstVisit)),
            ("stylesheet", .string("assets/notesite.css")),
            ("language", .string(config.language)),
            ("dir", .string(config.isRightToLeft ? "rtl" : "ltr")),
            ("labels", .object([
                ("title", .string(config.widgetTitle)), ("continue", .string(config.continueLabel)),
                ("next", .string(config.nextLabel)), ("done", .string(config.doneLabel)),
            ])),
            ("index", .string(Self.compactIndex(releases.map(\.version.canonical)))),
            ("languages", .array(editions.map(Self.language))),
        ])
        return template.replacingOccurrences(of: Self.configToken, with: settings.serialized())
    }

    /// The version index, newest first, with each run of versions that share
    /// `major.minor.` written once: `3.1.1,0 3.0.1,0,0-rc.1`. A 10,000-version
    /// site's index is a third of the plain list, and every visitor downloads it.
    static func compactIndex(_ versions: [String]) -> String {
        var groups: [String] = []
        var prefix: Substring?
        for version in versions {
            let dots = version.indices.filter { version[$0] == "." }
            guard dots.count >= 2 else { continue }
            let cut = version.index(after: dots[1])
            if prefix == version[..<cut], !groups.isEmpty {
                groups[groups.count - 1] += "," + version[cut...]
            } else {
                prefix = version[..<cut]
                groups.append(version)
            }
        }
        return groups.joined(separator: " ")
    }
}

/// The widget's per-version data scripts of one language.
struct WidgetNotes {
    let config: SiteConfig

    /// `NoteSite._receive({...})` for one version, with its sheet markup.
    func notesScript(for release: Release, sheetHTML: String) -> String {
        let data: JSONValue = .object([
            ("version", .string(release.version.canonical)),
            ("language", .string(config.language)),
            ("title", .string(release.title?.text ?? config.widgetTitle)),
            ("pages", .number(1 + release.pages.count)),
            ("primaryTitle", .optional(release.primaryAction?.title?.html)),
            ("html", .string(sheetHTML)),
        ])
        return "NoteSite._receive(\(data.serialized()));\n"
    }
}
