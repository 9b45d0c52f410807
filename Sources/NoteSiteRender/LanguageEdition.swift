import NoteSiteContent
/// One language's share of a build (docs/languages.md): its settings, its releases as
/// it shows them, and the folder its pages go to.
package struct LanguageEdition {
    package let config: SiteConfig
    /// `""` for the default language, `fr/` for a further one.
    package let prefix: String
    /// Newest first: the default language's releases, translated, or shown
    /// untranslated (`missing: fallback`), or left out (`omit`).
    package let releases: [Release]

    /// The default language's edition.
    package init(site: LoadedSite) {
        config = site.config
        prefix = ""
        releases = site.releases
    }

    /// The edition of the further language `language`.
    package init(site: LoadedSite, language: LanguageSettings) {
        config = site.config.localized(to: language)
        prefix = language.folder
        let original = site.config.language
        let omit = site.config.missingTranslations == .omit
        releases = site.releases.compactMap { release in
            let translation = site.translations.translation(of: release.version, in: language.tag)
            if translation == nil && omit { return nil }
            return release.translated(with: translation, from: original, to: language.tag)
        }
    }

    var pageCount: Int { max(1, (releases.count + config.perPage - 1) / config.perPage) }

    /// The releases the widget may show in this language.
    package var widgetReleases: [Release] { releases.filter { !$0.isDraft && !$0.isYanked } }

    /// Every page route of this edition, relative to its folder.
    package func routes(hasStandalone: Bool) -> Set<String> {
        var routes = Set((1...pageCount).map { Routes.changelog(page: $0) })
        for release in releases {
            if !release.fallsBack { routes.insert(Routes.version(release.version)) }
            routes.insert(Routes.whatsNew(release.version))
        }
        if hasStandalone { routes.insert(Routes.whatsNewCurrent) }
        routes.insert(Routes.versionIndex)
        if config.searchEnabled { routes.insert(Routes.search) }
        let labels = PageRenderer.labelIndex(releases)
        for (name, indices) in labels {
            for page in 1...max(1, (indices.count + config.perPage - 1) / config.perPage) { routes.insert(Routes.label(name, page: page)) }
        }
        return routes
    }
}
