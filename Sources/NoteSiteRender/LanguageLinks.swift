import NoteSiteContent
import NoteSiteMustache
/// Which pages exist in which language (docs/languages.md), for the language switcher,
/// the `hreflang` alternates and the sitemap.
package struct LanguageLinks: Sendable {
    /// One language's tree.
    package struct Edition: Sendable {
        var tag: String
        var name: String
        var isRightToLeft: Bool
        /// Its folder below the site root: `""` for the default language, `fr/`.
        var prefix: String
        /// The routes of its pages, relative to `prefix`.
        var routes: Set<String>

        package init(tag: String, name: String, isRightToLeft: Bool, prefix: String, routes: Set<String>) {
            self.tag = tag
            self.name = name
            self.isRightToLeft = isRightToLeft
            self.prefix = prefix
            self.routes = routes
        }
    }

    /// The default language first, then the others as declared.
    let editions: [Edition]
    let baseURL: String?

    var isMultilingual: Bool { editions.count > 1 }

    /// The languages `route` exists in.
    func editions(having route: String) -> [Edition] {
        editions.filter { $0.routes.contains(route) }
    }

    /// The switcher and alternates of the page at `route` in language `tag`,
    /// seen from a page whose way back to the site root is `root`. A language
    /// without that page is linked at its changelog.
    /// The tags of the languages that have `route`, for what a page's
    /// language links depend on.
    package func languages(having route: String) -> String {
        editions(having: route).map(\.tag).joined(separator: " ")
    }

    func context(route: String, language tag: String, root: String) -> MustacheValue {
        guard isMultilingual else {
            return ["several": false, "others": .list([]), "all": .list([]), "alternates": .list([]), "xDefault": .null]
        }
        func link(_ edition: Edition) -> String {
            Routes.link(to: edition.prefix + (edition.routes.contains(route) ? route : ""), root: root)
        }
        let all: [MustacheValue] = editions.map { edition in
            ["tag": .string(edition.tag), "name": .string(edition.name), "url": .string(link(edition)),
             "dir": .string(edition.isRightToLeft ? "rtl" : "ltr"), "current": .bool(edition.tag == tag)]
        }
        var alternates: [MustacheValue] = []
        var xDefault: MustacheValue = .null
        if let baseURL {
            let having = editions(having: route)
            // Every language the page exists in, even one alone, and x-default.
            if !having.isEmpty {
                alternates = having.map { ["hreflang": .string($0.tag), "href": .string(baseURL + $0.prefix + route)] }
                if let first = having.first, first.prefix.isEmpty { xDefault = .string(baseURL + route) }
            }
        }
        return [
            "several": true,
            "others": .list(zip(editions, all).filter { $0.0.tag != tag }.map(\.1)),
            "all": .list(all),
            "alternates": .list(alternates),
            "xDefault": xDefault,
        ]
    }

    package init(editions: [Edition], baseURL: String? = nil) {
        self.editions = editions
        self.baseURL = baseURL
    }
}
