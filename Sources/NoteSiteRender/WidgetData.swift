import Foundation
import NoteSiteSupport
import NoteSiteContent

/// The data the embeddable widget needs (docs/widget.md): its settings and version
/// index, built into `whats-new.js`, and one classic script per version,
/// `whats-new/<v>/notes.js`, that hands the sheet's markup to the widget.
/// Site-relative URLs in that markup carry `SiteURL.marker`, which the widget
/// resolves against its own script URL.
package struct WidgetData {
    static let configToken = "__NOTESITE_CONFIG__"

    let config: SiteConfig
    /// Non-draft releases, newest first.
    let releases: [Release]
    let currentVersion: SemanticVersion?
    var words = InterfaceWords()
    /// Every language's share on a site with several (docs/languages.md), the default
    /// first; empty on a site with one.
    package var editions: [LanguageEdition] = []
    /// On a site with several languages each notes script names its own,
    /// so the widget files it under that language.
    package var namesLanguage = false

    /// The widget data of one language: its words, labels and versions.
    package static func of(_ edition: LanguageEdition, currentVersion: SemanticVersion?) -> WidgetData {
        WidgetData(config: edition.config, releases: edition.widgetReleases, currentVersion: currentVersion,
                   words: edition.config.words)
    }

    /// What the widget needs of each language to show its notes in it;
    /// `narrowing` is this data's own, made already, for the first edition
    /// when it is this data's language (the default).
    private func languageTable(narrowing own: [(String, JSONValue)]) -> JSONValue {
        .array(editions.indices.map { index in
            let edition = editions[index]
            let data = Self.of(edition, currentVersion: currentVersion)
            let c = edition.config
            return .object([
                ("tag", .string(c.language)),
                ("dir", .string(c.isRightToLeft ? "rtl" : "ltr")),
                ("prefix", .string(edition.prefix)),
                ("labels", .object([
                    ("title", .string(c.widgetTitle)), ("continue", .string(c.continueLabel)),
                    ("next", .string(c.nextLabel)), ("done", .string(c.doneLabel)),
                ])),
                ("words", data.words.json(only: InterfaceWords.widgetKeys)),
                ("index", .string(Self.compactIndex(data.releases.map(\.version.canonical)))),
                ("recent", .array(data.releases.prefix(c.cumulativeLimit).map(data.summary))),
            ] + (index == 0 && c.language == config.language ? own : data.narrowing))
        })
    }

    package func script(template: String) -> String {
        let narrowing = self.narrowing
        var settings: JSONValue = .object([
            ("currentVersion", .optional(currentVersion?.canonical)),
            ("selection", .string(config.selection.rawValue)),
            ("storage", .string(config.storage.rawValue)),
            ("skipFirstVisit", .bool(config.skipFirstVisit)),
            ("cumulativeLimit", .number(config.cumulativeLimit)),
            ("changelog", .string("./")),
            ("stylesheet", .string("assets/notesite.css")),
            ("language", .string(config.language)),
            ("dir", .string(config.isRightToLeft ? "rtl" : "ltr")),
            ("labels", .object([
                ("title", .string(config.widgetTitle)), ("continue", .string(config.continueLabel)),
                ("next", .string(config.nextLabel)), ("done", .string(config.doneLabel)),
            ])),
            ("words", words.json(only: InterfaceWords.widgetKeys)),
            ("index", .string(Self.compactIndex(releases.map(\.version.canonical)))),
            // The launcher's panel lists the newest versions without loading their notes.
            ("recent", .array(releases.prefix(config.cumulativeLimit).map(summary))),
        ] + narrowing)
        if editions.count > 1, case .object(var members) = settings {
            members.append(("languages", languageTable(narrowing: narrowing)))
            settings = .object(members)
        }
        return ScriptComments.strippingWholeLineComments(template)
            .replacingOccurrences(of: Self.configToken, with: settings.serialized())
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

    /// The versions that count only for some platforms or some audiences
    /// (docs/widget.md, `data-platform` and `data-audience`), by version;
    /// left out when there are none, as on most sites.
    var narrowing: [(String, JSONValue)] {
        var platforms: [(String, JSONValue)] = []
        var audiences: [(String, JSONValue)] = []
        for release in releases {
            if let words = release.countedPlatforms(declared: config.platforms) {
                platforms.append((release.version.canonical, .array(words.map(JSONValue.string))))
            }
            if !release.audience.isEmpty {
                audiences.append((release.version.canonical, .array(release.audience.map(JSONValue.string))))
            }
        }
        return (platforms.isEmpty ? [] : [("platforms", .object(platforms))])
            + (audiences.isEmpty ? [] : [("audience", .object(audiences))])
    }

    /// What the launcher's panel shows of a version.
    func summary(_ release: Release) -> JSONValue {
        .array([.string(release.version.canonical), .optional(release.date), .string(release.title?.text ?? config.widgetTitle)])
    }

    /// `NoteSite._receive({...})` for one version, with its sheet markup.
    /// Style attributes travel as `data-ns-style`, which the widget applies
    /// through the CSSOM: a host page whose policy forbids inline styles
    /// blocks `style` attributes but not the CSSOM (docs/widget.md, strict hosts).
    package func notesScript(for release: Release, sheetHTML: String) -> String {
        var members: [(String, JSONValue)] = [
            ("version", .string(release.version.canonical)),
            ("date", .optional(release.date)),
            ("title", .string(release.title?.text ?? config.widgetTitle)),
            ("pages", .number(1 + release.pages.count)),
            ("primaryTitle", .optional(release.primaryAction?.title?.html)),
            ("html", .string(sheetHTML.replacingBytes(of: " style=\"", with: " data-ns-style=\""))),
        ]
        if namesLanguage { members.insert(("language", .string(config.language)), at: 1) }
        let data: JSONValue = .object(members)
        return "NoteSite._receive(\(data.serialized()));\n"
    }
}
