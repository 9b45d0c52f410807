import NoteSiteContent
import NoteSiteRender
/// One language's notes as the exports see them: the default language, then
/// each further language of docs/languages.md with its releases as its own site shows
/// them (translated, shown in the original, or left out) and its folder.
package struct ExportLanguage: Sendable {
    /// The BCP 47 tag (`en`, `fr`, `pt-BR`).
    package var tag: String
    var isDefault: Bool
    /// Published releases (drafts only with `export --drafts`), newest first, as this language's pages show them.
    var releases: [Release]
    /// Where the language's pages live in the site: `""` or `"fr/"`.
    var sitePrefix: String
    /// The site's settings in this language (title, words, direction).
    package var config: SiteConfig

    /// The languages of a loaded site, default first. The releases are the
    /// ones the build's language editions compute, so an export never tells a
    /// language's notes differently from its pages.
    /// With `platform`, only what counts for it (docs/channels.md); drafts
    /// only with `drafts` (`export --drafts`).
    static func all(of site: LoadedSite, platform: String? = nil, drafts: Bool = false) -> [ExportLanguage] {
        let editions = [LanguageEdition(site: site)] + site.config.languages.map { LanguageEdition(site: site, language: $0) }
        return editions.enumerated().map { index, edition in
            var language = ExportLanguage(edition, isDefault: index == 0, drafts: drafts)
            if let platform { language.releases = language.releases.compactMap { $0.parts(for: platform) } }
            return language
        }
    }


    /// The releases translated into this language; for the default language, all.
    /// A release shown in the original (`missing: fallback`) has no page of its
    /// own here, so links and per-language copies leave it to the default language.
    package var ownReleases: [Release] { releases.filter { !$0.fallsBack } }

    /// The folder suffix of a further language's files (`fr/`); empty for the default.
    package var folder: String { isDefault ? "" : tag + "/" }
}

extension ExportLanguage {
    /// One language edition of a build, as the exports see it: without its
    /// drafts unless `drafts` (a build's appcast never has them).
    package init(_ edition: LanguageEdition, isDefault: Bool, drafts: Bool = false) {
        self.init(tag: edition.config.language, isDefault: isDefault,
                  releases: edition.releases.filter { drafts || !$0.isDraft }, sitePrefix: edition.prefix, config: edition.config)
    }
}
