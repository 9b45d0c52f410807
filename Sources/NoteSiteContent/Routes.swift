/// Where each output lives (docs/content.md). Routes are folder URLs relative to the
/// site root (`""`, `page/2/`, `versions/1.4.0/`); files are routes plus `index.html`.
package enum Routes {
    package static func changelog(page: Int) -> String { page <= 1 ? "" : "page/\(page)/" }
    package static func version(_ v: SemanticVersion) -> String { "versions/\(v.canonical)/" }
    package static func whatsNew(_ v: SemanticVersion) -> String { "whats-new/\(v.canonical)/" }
    package static let whatsNewCurrent = "whats-new/"
    /// The widget's per-version data script.
    package static func whatsNewData(_ v: SemanticVersion) -> String { "whats-new/\(v.canonical)/notes.js" }
    /// One version's entry of notes.json, for apps (docs/app.md).
    package static func whatsNewNotes(_ v: SemanticVersion) -> String { "whats-new/\(v.canonical)/notes.json" }
    /// The version index that apps read (docs/app.md).
    package static let whatsNewIndex = "whats-new/index.json"

    package static func file(of route: String) -> String { route + "index.html" }

    /// The way back to the site root from a page at `route`: `""`, `../`, `../../`.
    package static func root(from route: String) -> String {
        String(repeating: "../", count: route.filter { $0 == "/" }.count)
    }

    /// `route` as seen from a page at `from` (empty means the root's index).
    package static func link(to route: String, from: String) -> String {
        link(to: route, root: root(from: from))
    }

    /// `route` as seen from a page whose way back to the root is `root`.
    package static func link(to route: String, root: String) -> String {
        let relative = root + route
        return relative.isEmpty ? "./" : relative
    }
}

extension Routes {
    /// Every version on one page.
    package static let versionIndex = "versions/"

    /// The changelog of one label, paged like the changelog.
    package static func label(_ name: String, page: Int = 1) -> String {
        page <= 1 ? "labels/\(name)/" : "labels/\(name)/page/\(page)/"
    }

    /// The changelog of one platform (docs/content.md), paged like the changelog.
    package static func platform(_ word: String, page: Int = 1) -> String {
        page <= 1 ? "platforms/\(word)/" : "platforms/\(word)/page/\(page)/"
    }

    /// The search page of a language (docs/search.md).
    package static let search = "search/"

    /// The platforms that have pages: those declared that some release
    /// names (docs/content.md).
    package static func platformsWithPages(declared: [String], releases: [Release]) -> [String] {
        guard !declared.isEmpty else { return [] }
        let named = Set(releases.flatMap(\.namedPlatforms))
        return declared.filter(named.contains)
    }

    /// True for a later page of the changelog, of a label or of a platform
    /// (`page/2/`, `labels/ui/page/3`), with or without its slash.
    package static func isLaterPage(_ path: String) -> Bool {
        path.wholeMatch(of: /(?:(?:labels|platforms)\/[a-z0-9-]+\/)?page\/[0-9]+\/?/) != nil
    }
}
