import NoteSiteContent
extension PageRenderer {
    /// The words `notesite-search.js` shows, with plural forms as objects.
    static let searchWordKeys = ["added", "changed", "deprecated", "draft", "fixed", "labels", "prerelease", "removed",
                                 "searchFilterLabel", "searchFilterPlatform", "searchFilterType", "searchFilterYear", "searchMore",
                                 "searchNoResults", "searchResults", "searchSince", "security", "version", "yanked"]

    /// The link to this language's search page from a page at `route`, for
    /// the header's search box; nil where no box belongs.
    func searchLink(from route: String) -> String? {
        guard config.searchEnabled, route != Routes.search, route != "404.html", !route.hasPrefix("whats-new/") else { return nil }
        return Routes.root(from: route) + Routes.file(of: Routes.search)
    }

    /// The search page: the box, the filters and the results, which
    /// `assets/notesite-search.js` fills from the index of this language.
    package func searchPage() throws -> String {
        let route = Routes.search
        let root = Routes.root(from: prefix + route)
        let title = "\(words["search"]) – \(config.title)"
        return try render("search", route: route, page: pageContext(route: route, title: title), fields: [
            "search": [
                "index": .string(root + SearchIndex.folder(language: config.language)),
                "language": .string(config.language),
                "siteRoot": .string(root),
                "languageRoot": .string(Routes.root(from: route)),
                "words": .string(words.json(only: Self.searchWordKeys).serialized()),
                "versionIndex": .string(Routes.link(to: Routes.versionIndex, from: route)),
                "script": .string(root + "assets/notesite-search.js"),
            ],
        ])
    }
}
