/// One further language of a site (docs/languages.md), as `notesite.yml` sets it up.
public struct LanguageSettings: Sendable {
    /// The tag as declared, in its usual case (`pt-BR`).
    public var tag: String
    public var title: String
    public var description: String
    public var words: InterfaceWords
    /// Where the language is declared, for diagnostics about it.
    public var line: Int?
    public var column: Int?

    /// The folder of its pages: `fr/`.
    public var folder: String { tag + "/" }
}

extension SiteConfig {
    /// The same site seen in `language`: its title, description and words,
    /// for renderers that know of one language only.
    public func localized(to language: LanguageSettings) -> SiteConfig {
        var copy = self
        copy.language = language.tag
        copy.title = language.title
        copy.description = language.description
        copy.words = language.words
        (copy.widgetTitle, copy.continueLabel, copy.nextLabel, copy.doneLabel) =
            (language.words.text("whatsNew"), language.words.text("continue"),
             language.words.text("next"), language.words.text("done"))
        return copy
    }

    /// The default language as settings, to stand beside the further ones.
    public var defaultLanguage: LanguageSettings {
        LanguageSettings(tag: language, title: title, description: description, words: words)
    }

    /// Every language, the default first.
    public var allLanguages: [LanguageSettings] { [defaultLanguage] + languages }

    /// The declared language whose tag is `tag` in any letter case.
    public func language(tagged tag: String) -> LanguageSettings? {
        allLanguages.first { $0.tag.lowercased() == tag.lowercased() }
    }
}
