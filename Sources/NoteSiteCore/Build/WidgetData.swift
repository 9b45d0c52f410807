import Foundation

/// The data the embeddable widget needs (SPEC §7): its settings and version
/// index, built into `whats-new.js`, and one classic script per version,
/// `whats-new/<v>/notes.js`, that hands the sheet's markup to the widget.
/// Site-relative URLs in that markup carry `SiteURL.marker`, which the widget
/// resolves against its own script URL.
struct WidgetData {
    static let configToken = "__NOTESITE_CONFIG__"

    let config: SiteConfig
    /// Non-draft releases, newest first.
    let releases: [Release]
    let currentVersion: SemanticVersion?

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
            ("versions", .array(releases.map { .string($0.version.canonical) })),
        ])
        return template.replacingOccurrences(of: Self.configToken, with: settings.serialized())
    }

    /// `NoteSite._receive({...})` for one version, with its sheet markup.
    func notesScript(for release: Release, sheetHTML: String) -> String {
        let data: JSONValue = .object([
            ("version", .string(release.version.canonical)),
            ("title", .string(release.title?.text ?? config.widgetTitle)),
            ("pages", .number(1 + release.pages.count)),
            ("primaryTitle", .optional(release.primaryAction?.title?.html)),
            ("html", .string(sheetHTML)),
        ])
        return "NoteSite._receive(\(data.serialized()));\n"
    }
}
