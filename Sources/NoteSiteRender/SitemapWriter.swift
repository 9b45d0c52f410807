import NoteSiteMustache
import NoteSiteContent
/// `sitemap.xml`: changelog pages, the version index, label pages, permalinks
/// and sheet pages of every language, absolute URLs; on a site with several
/// languages each URL lists the languages it exists in as `xhtml:link`
/// alternates (docs/languages.md).
package enum SitemapWriter {
    /// One language's pages.
    package struct Edition {
        var prefix: String
        var changelogPages: Int
        /// Newest first, as that language lists them.
        var releases: [Release]
        package var extraRoutes: [String] = []
        /// False when the language has no version the widget may show, so
        /// no `whats-new/` page either.
        var hasStandalone = true

        package init(prefix: String, changelogPages: Int, releases: [Release], extraRoutes: [String] = [], hasStandalone: Bool = true) {
            self.prefix = prefix
            self.changelogPages = changelogPages
            self.releases = releases
            self.extraRoutes = extraRoutes
            self.hasStandalone = hasStandalone
        }
    }

    static func document(baseURL: String, changelogPages: Int, releases: [Release], extraRoutes: [String] = []) -> String {
        document(baseURL: baseURL, editions: [Edition(prefix: "", changelogPages: changelogPages, releases: releases,
                                                      extraRoutes: extraRoutes)], links: nil)
    }

    package static func document(baseURL: String, editions: [Edition], links: LanguageLinks?) -> String {
        let multilingual = links?.isMultilingual ?? false
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"\(multilingual ? " xmlns:xhtml=\"http://www.w3.org/1999/xhtml\"" : "")>

            """
        for edition in editions {
            func add(_ route: String, _ date: String? = nil) {
                xml += "  <url><loc>\(HTMLText.escape(baseURL + edition.prefix + route))</loc>"
                if let date { xml += "<lastmod>\(date)</lastmod>" }
                if let links, multilingual { xml += alternates(of: route, baseURL: baseURL, links: links) }
                xml += "</url>\n"
            }
            for page in 1...max(1, edition.changelogPages) { add(Routes.changelog(page: page)) }
            if edition.hasStandalone { add(Routes.whatsNewCurrent) }
            for route in edition.extraRoutes { add(route) }
            for r in edition.releases where !r.isDraft {
                if !r.fallsBack { add(Routes.version(r.version), r.date) }
                add(Routes.whatsNew(r.version), r.date)
            }
        }
        return xml + "</urlset>\n"
    }

    /// The `xhtml:link` of every language `route` exists in, and `x-default`
    /// (the default language's) when it is one of them.
    private static func alternates(of route: String, baseURL: String, links: LanguageLinks) -> String {
        let having = links.editions(having: route)
        // On a site of several languages, even a page in one of them alone.
        guard links.isMultilingual, !having.isEmpty else { return "" }
        var xml = ""
        for other in having {
            xml += "<xhtml:link rel=\"alternate\" hreflang=\"\(HTMLText.escape(other.tag))\" href=\"\(HTMLText.escape(baseURL + other.prefix + route))\"/>"
        }
        if having.first?.prefix.isEmpty == true {
            xml += "<xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"\(HTMLText.escape(baseURL + route))\"/>"
        }
        return xml
    }
}
