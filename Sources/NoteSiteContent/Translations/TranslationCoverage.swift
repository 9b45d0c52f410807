import NoteSiteDiagnostics
/// What each further language shows from the default language instead of
/// its own (docs/languages.md), for `notesite check`: versions without translation,
/// and the texts a translation leaves out.
package enum TranslationCoverage {
    /// Per language, in the order declared: one warning at its declaration
    /// listing the versions without translation (newest first), then one per
    /// translation that leaves texts out. `configPath` names `notesite.yml`.
    package static func warnings(for site: LoadedSite, configPath: String) -> [Diagnostic] {
        let config = site.config
        var result: [Diagnostic] = []
        for language in config.languages {
            let untranslated = site.releases.filter { site.translations.translation(of: $0.version, in: language.tag) == nil }
            if let newest = untranslated.first {
                let shown = untranslated.prefix(10).map(\.version.canonical).joined(separator: ", ")
                    + (untranslated.count > 10 ? " and \(untranslated.count - 10) more" : "")
                let omit = config.missingTranslations == .omit
                result.append(Diagnostic(.warning, path: configPath, line: language.line, column: language.column,
                    message: "\(language.tag): \(untranslated.count) version\(untranslated.count == 1 ? " has" : "s have") no translation"
                        + (omit ? " and \(untranslated.count == 1 ? "is" : "are") left out: " : ", shown in \(config.language): ") + shown,
                    hint: "translate one in a file beside its original, e.g. \(translationName(of: newest, into: language.tag))"))
            }
            for release in site.releases {
                guard let t = site.translations.translation(of: release.version, in: language.tag) else { continue }
                let missing = missingTexts(of: release, in: t)
                guard !missing.isEmpty else { continue }
                result.append(Diagnostic(.warning, path: t.sourcePath, line: t.versionLocation.line, column: t.versionLocation.column,
                    message: "\(language.tag): version \(release.version.canonical) shows \(missing.joined(separator: ", ")) in \(config.language)",
                    hint: "translate \(missing.count == 1 ? "it" : "them") in this file to show \(missing.count == 1 ? "it" : "them") in \(language.tag)"))
            }
        }
        return result
    }

    /// `1.4.0.fr.md` beside the original `1.4.0.md`.
    static func translationName(of release: Release, into tag: String) -> String {
        let path = release.sourcePath
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return path + "." + tag }
        return path[..<dot] + "." + tag + path[dot...]
    }

    /// The key paths of the original's texts that the translation does not give.
    static func missingTexts(of r: Release, in t: Translation) -> [String] {
        var keys: [String] = []
        if r.title != nil && t.title == nil { keys.append("title") }
        for (index, f) in r.features.enumerated() {
            item(f, t.features?[safe: index], key: "features[\(index)]", detail: "subtitle", into: &keys)
        }
        for (index, page) in r.pages.enumerated() {
            let key = "pages[\(index)]"
            let text = t.pages?[safe: index]
            switch page {
            case .list(let title, let rows):
                if title != nil && text?.title == nil { keys.append(key + ".list.title") }
                for (row, f) in rows.enumerated() {
                    item(f, text?.rows?[safe: row], key: "\(key).list.rows[\(row)]", detail: "description", into: &keys)
                }
            case .image(_, _, let title, let description), .video(_, _, let title, let description):
                if title != nil && text?.title == nil { keys.append(key + ".title") }
                if description != nil && text?.description == nil { keys.append(key + ".description") }
            }
        }
        if r.primaryAction?.title != nil && t.primaryTitle == nil { keys.append("primaryAction.title") }
        if r.secondaryAction != nil && t.secondaryTitle == nil { keys.append("secondaryAction.title") }
        for list in r.changes where t.changes[list.kind.rawValue] == nil { keys.append("changes.\(list.kind.rawValue)") }
        if !r.bodyHTML.isEmpty && t.bodyHTML == nil { keys.append("body") }
        return keys
    }

    private static func item(_ f: Feature, _ text: Translation.ItemText?, key: String, detail: String, into keys: inout [String]) {
        if text?.title == nil { keys.append(key + ".title") }
        if f.subtitle != nil && text?.subtitle == nil { keys.append("\(key).\(detail)") }
    }
}
