import NoteSiteDiagnostics
import NoteSiteContent
extension Exporter {
    /// The store texts, or every reason the stores would not take them.
    func fastlaneFiles(_ loaded: LoadedSite, languages: [ExportLanguage],
                       warnings: inout [Diagnostic]) throws(Failure) -> [ExportFile] {
        let plan = StoreTextPlan(site: loaded, languages: languages, only: only)
        var problems = plan.limitDiagnostics(.error)
        let config = site.display(SiteConfig.fileName)
        for (language, store) in plan.unmapped {
            problems.append(Diagnostic(path: config, message: "no \(store.rawValue) locale is known for the language '\(language)'",
                hint: "name it under export.locales, e.g. export: {locales: {\(language): {\(store == .appStore ? "appStore" : "googlePlay"): …}}}"))
        }
        for (language, version) in plan.missingCurrent {
            let isDefault = language == languages.first?.tag
            problems.append(Diagnostic(path: config, message: "the current version \(version.canonical) has no released notes in '\(language)'",
                hint: isDefault ? "add content/versions/\(version.canonical).md with a date, or set app.currentVersion to a released version"
                    : "translate it in content/versions/\(version.canonical).\(language).md, or set i18n.missing: fallback"))
        }
        var owners: [String: StoreTextPlan.Entry] = [:]
        for entry in plan.entries {
            if let first = owners[entry.path] {
                // Two versions with one build clash in every language; saying it once is enough.
                if first.language == entry.language && entry.language != languages.first?.tag { continue }
                problems.append(first.language == entry.language
                    ? Diagnostic(path: entry.release.sourcePath, line: entry.release.versionLine,
                        message: "\(first.release.version.canonical) and \(entry.release.version.canonical) would both write \(entry.path)",
                        hint: "give each version its own build")
                    : Diagnostic(path: config, message: "the languages '\(first.language)' and '\(entry.language)' would both write \(entry.path)",
                        hint: "give one of them another \(entry.store.rawValue) locale under export.locales"))
            } else {
                owners[entry.path] = entry
            }
        }
        // `build` is the original's in every language, so the default language's entries say all there is to say.
        for entry in plan.entries where entry.language == languages.first?.tag && entry.store == .googlePlay
            && !entry.path.hasSuffix("/default.txt") {
            let build = entry.release.build ?? ""
            if !build.allSatisfy({ $0.isASCII && $0.isNumber }) {
                problems.append(Diagnostic(path: entry.release.sourcePath, line: entry.release.versionLine,
                    message: "Google Play names changelogs by versionCode, a whole number; 'build' of \(entry.release.version.canonical) is \"\(build)\"",
                    hint: "set build to the Android versionCode, e.g. build: \"1400\""))
            }
        }
        guard problems.isEmpty else { throw Failure(diagnostics: problems) }
        warnings += Self.yankedWarnings(plan.entries)
        return plan.entries.map { ExportFile(path: $0.path, text: plan.text(of: $0)) }
    }

    /// A withdrawn version's notes going to a store: said once per version and store.
    static func yankedWarnings(_ entries: [StoreTextPlan.Entry]) -> [Diagnostic] {
        var said: Set<String> = []
        return entries.compactMap { entry in
            let release = entry.release
            guard release.isYanked, said.insert("\(release.version) \(entry.store.rawValue)").inserted else { return nil }
            return Diagnostic(.warning, path: release.sourcePath, line: release.versionLine, column: release.versionColumn,
                message: "version \(release.version.canonical) is yanked, but its notes are exported as the \(entry.store.rawValue) text (\(entry.path))",
                hint: "a store would show a withdrawn version's notes; remove its build or pass another --version")
        }
    }
}
