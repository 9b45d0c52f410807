/// `sitemap.xml`: changelog pages, the version index, label pages, permalinks
/// and sheet pages, absolute URLs.
enum SitemapWriter {
    static func document(baseURL: String, changelogPages: Int, releases: [Release], extraRoutes: [String] = []) -> String {
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

            """
        func add(_ route: String, _ date: String? = nil) {
            xml += "  <url><loc>\(HTMLText.escape(baseURL + route))</loc>"
            if let date { xml += "<lastmod>\(date)</lastmod>" }
            xml += "</url>\n"
        }
        for page in 1...max(1, changelogPages) { add(Routes.changelog(page: page)) }
        add(Routes.whatsNewCurrent)
        for route in extraRoutes { add(route) }
        for r in releases where !r.isDraft {
            add(Routes.version(r.version), r.date)
            add(Routes.whatsNew(r.version), r.date)
        }
        return xml + "</urlset>\n"
    }
}
