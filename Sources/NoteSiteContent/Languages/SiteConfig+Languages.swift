import NoteSiteDiagnostics
/// Reading `languages:` and `i18n:` from `notesite.yml` (docs/languages.md).
extension SiteConfig {
    mutating func loadLanguages(_ source: SiteConfigSource, path: String) throws(ContentError) {
        if let v = source.i18n?.missing {
            guard let mode = MissingTranslations(rawValue: v.value) else {
                throw ContentError(path: path, at: v, message: "'i18n.missing' must be fallback or omit, found \"\(v.value)\"",
                                   hint: "write fallback (list untranslated versions in the default language) or omit")
            }
            missingTranslations = mode
        }
        var seen: [String: String] = [language.lowercased(): language]
        for (raw, entry) in source.languages?.entries ?? [] {
            guard LanguageTag.isWellFormed(raw) else {
                throw ContentError(path: path, at: entry, message: "'languages' keys must be language tags like fr or pt-BR, found \"\(raw)\"",
                                   hint: "write a BCP 47 language tag, e.g. fr, de, pt-BR, zh-Hans")
            }
            let tag = LanguageTag.normalized(raw)
            if let earlier = seen[tag.lowercased()] {
                let isDefault = earlier == language
                throw ContentError(path: path, at: entry,
                    message: isDefault ? "'languages.\(raw)' is the default language" : "'languages.\(raw)' is declared twice",
                    hint: isDefault ? "declare only further languages; set the default language's words under i18n.words"
                                    : "keep one entry for \(earlier)")
            }
            seen[tag.lowercased()] = tag
            let s = entry.value
            var words = InterfaceWords.builtIn(for: tag)
            if let given = s.words { try Self.apply(given, to: &words, path: path) }
            Self.apply(labels: (s.widget?.title, s.widget?.continueLabel ?? s.continueLabel,
                                s.widget?.nextLabel ?? s.nextLabel, s.widget?.doneLabel ?? s.doneLabel), to: &words)
            // A site's name reads the same in every language; the generic
            // "Release Notes" does not.
            let title = s.title ?? (source.title ?? words.text("releaseNotes"))
            languages.append(LanguageSettings(tag: tag, title: title, description: s.description ?? "",
                                              words: words, line: entry.line, column: entry.column))
        }
    }

    /// The widget's labels (title, continue, next, done) over the words.
    static func apply(labels: (String?, String?, String?, String?), to words: inout InterfaceWords) {
        for (key, value) in zip(["whatsNew", "continue", "next", "done"], [labels.0, labels.1, labels.2, labels.3]) {
            if let value { words.set(key, to: .text(value)) }
        }
    }

    /// Word overrides from `words:`; an unknown key or plural category is an error.
    static func apply(_ source: WordsSource, to words: inout InterfaceWords, path: String) throws(ContentError) {
        let known = InterfaceWords.keys
        for (key, value) in source.entries {
            guard known.contains(key) else {
                let near = Suggestion.closest(to: key, among: known)
                throw ContentError(path: path, at: value, message: "unknown interface word '\(key)'",
                                   hint: near.map { "did you mean '\($0)'?" } ?? "the words are listed in docs/languages.md")
            }
            switch value.value {
            case .text(let text):
                words.set(key, to: .text(text))
            case .plural(let forms):
                var plural: [PluralCategory: String] = [:]
                for (name, text) in forms {
                    guard let category = PluralCategory(rawValue: name) else {
                        throw ContentError(path: path, at: value, message: "'\(name)' in word '\(key)' is not a plural category",
                                           hint: "use CLDR's categories: zero, one, two, few, many, other")
                    }
                    plural[category] = text
                }
                guard plural[.other] != nil else {
                    throw ContentError(path: path, at: value, message: "word '\(key)' needs an 'other' form",
                                       hint: "add other: with the text for any count, e.g. other: \"{count} versions\"")
                }
                words.set(key, to: .plural(plural))
            }
        }
    }
}
