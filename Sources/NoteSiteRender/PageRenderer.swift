import NoteSiteMustache
import NoteSiteContent
import NoteSiteSupport
/// Renders the HTML pages of docs/content.md from the theme's templates.
package final class PageRenderer: Sendable {
    let templates: TemplateLibrary
    let config: SiteConfig
    /// Drafts-free releases newest first, as listed on the changelog.
    let releases: [Release]
    /// The same for every page, so made once.
    let site: MustacheValue
    let words: InterfaceWords
    /// Every label (free labels and change types present) with the indices
    /// in `releases` of its versions, in the order the filter chips show them.
    package let labels: [(name: String, indices: [Int])]
    /// The platforms the notes name, in `notesite.yml`'s order, each with
    /// the releases that count for it, newest first: the platform pages,
    /// their feeds and chips (docs/content.md). They are whole: a page
    /// narrows the ones it shows (`Release.parts(for:)`), so that a build
    /// reads the rest of no other release and a page's inputs are the
    /// releases as loaded.
    package let platformReleases: [(word: String, releases: [Release])]
    /// The folder of this language's pages: `""` for the default, `fr/`.
    package let prefix: String
    /// Which pages exist in which language, for switchers and alternates.
    package let links: LanguageLinks
    /// What the first changelog page shows as unreleased (`unreleased.show`).
    let unreleased: UnreleasedChanges

    package init(templates: TemplateLibrary, config: SiteConfig, releases: [Release], words: InterfaceWords? = nil,
         prefix: String = "", links: LanguageLinks? = nil, unreleased: UnreleasedChanges = UnreleasedChanges()) {
        self.unreleased = unreleased
        self.templates = templates
        self.config = config
        self.releases = releases
        self.words = words ?? config.words
        self.prefix = prefix
        self.links = links ?? LanguageLinks(editions: [], baseURL: nil)
        site = Self.siteContext(config: config, words: words ?? config.words)
        labels = Self.labelIndex(releases)
        platformReleases = Routes.platformsWithPages(declared: config.platforms, releases: releases).map { word in
            (word, releases.filter { $0.counts(for: word) })
        }
    }

    /// The page numbers a changelog page links to: all of them up to nine
    /// pages, else the first, the last and two on each side of the current
    /// one, with `nil` for each gap. Every page stays within a few links of
    /// every other, and the list does not grow with the site.
    static func pageWindow(count: Int, current: Int) -> [Int?] {
        guard count > 9 else { return Array(1...max(1, count)) }
        let shown = Set([1, count] + Array(max(1, current - 2)...min(count, current + 2))).sorted()
        var result: [Int?] = []
        for number in shown {
            if let last = result.last, let previous = last {
                if number == previous + 2 { result.append(previous + 1) } else if number > previous + 2 { result.append(nil) }
            }
            result.append(number)
        }
        return result
    }

    var hasFeeds: Bool { config.baseURL != nil }

    static func siteContext(config: SiteConfig, words: InterfaceWords) -> MustacheValue {
        [
            "title": .string(config.title),
            "description": config.description.isEmpty ? .null : .string(config.description),
            "language": .string(config.language),
            "dir": .string(config.isRightToLeft ? "rtl" : "ltr"),
            "appName": config.appName.map(MustacheValue.string) ?? .null,
            "baseURL": config.baseURL.map(MustacheValue.string) ?? .null,
            "feeds": .bool(config.baseURL != nil),
            "labels": [
                "whatsNew": .string(config.widgetTitle), "continue": .string(config.continueLabel),
                "next": .string(config.nextLabel), "done": .string(config.doneLabel),
            ],
            "generator": .string("notesite \(NoteSite.version)"),
            "words": words.mustache,
            "languageName": .string(words.name),
            // Arrows point the way the page turns, so they flip right to left.
            "arrows": ["back": .string(config.isRightToLeft ? "→" : "←"), "forward": .string(config.isRightToLeft ? "←" : "→")],
        ]
    }

    /// What every page knows about itself. `root` overrides the relative way
    /// to the site root (404.html uses baseURL's path).
    func pageContext(route: String, title: String, root given: SiteRoot? = nil,
                     prev: String? = nil, next: String? = nil) -> MustacheValue {
        let languageRoot = (given?.below(prefix) ?? .page(route)).prefix
        let root = (given ?? .page(prefix + route)).prefix
        return [
            "title": .string(title),
            "root": .string(root),
            "languageRoot": .string(languageRoot),
            "home": .string(languageRoot.isEmpty ? "./" : languageRoot),
            "whatsNew": .string(languageRoot + Routes.whatsNewCurrent),
            "canonical": config.baseURL.map { .string($0 + prefix + route) } ?? .null,
            "languages": links.context(route: route, language: config.language, root: root),
            "prev": prev.map(MustacheValue.string) ?? .null,
            "next": next.map(MustacheValue.string) ?? .null,
            "search": searchLink(from: route).map { ["url": .string($0), "script": .string(root + "assets/notesite-search.js")] } ?? .null,
        ]
    }

    func render(_ template: String, route: String, page: MustacheValue, fields: [String: MustacheValue]) throws -> String {
        var context = fields
        context["site"] = site
        context["page"] = page
        return try templates.render(template, .object(context))
    }

    package var pageCount: Int { max(1, (releases.count + config.perPage - 1) / config.perPage) }

    /// The indices in `releases` listed on changelog page `number` (1-based).
    package func indices(onPage number: Int) -> Range<Int> {
        let start = min(releases.count, (number - 1) * config.perPage)
        return start..<min(releases.count, start + config.perPage)
    }

    /// The indices on changelog page `number` whose permalink page this
    /// language has: all but the versions shown from the default language.
    package func permalinkIndices(onPage number: Int) -> [Int] {
        indices(onPage: number).filter { !releases[$0].fallsBack }
    }

    /// Changelog page `number` (1-based); the first shows `unreleased`,
    /// the section's data (`unreleasedSection()`).
    package func changelog(page number: Int, unreleased: MustacheValue) throws -> String {
        let route = Routes.changelog(page: number)
        let context = ReleaseContext(config: config, route: route, prefix: prefix, words: words)
        return try changelog(page: number, releases: indices(onPage: number).map { context.release(releases[$0]) },
                             unreleased: number == 1 ? unreleased : .null)
    }

    /// The data of the releases on changelog page `number`. Past page 1 a
    /// changelog page and a permalink page lie equally deep, so the data
    /// made for one serves the other as it is (`PageReleases`).
    package func releaseValues(onPage number: Int) -> [MustacheValue] {
        let context = ReleaseContext(config: config, route: Routes.changelog(page: number), prefix: prefix, words: words)
        return indices(onPage: number).map { context.release(releases[$0]) }
    }

    /// True when the permalink page of `releases[index]` lies as deep as
    /// changelog page `number`, so that it can show the data made for it.
    package func sharesData(_ index: Int, withPage number: Int) -> Bool {
        Routes.root(from: prefix + Routes.version(releases[index].version)) == Routes.root(from: prefix + Routes.changelog(page: number))
    }

    /// What a permalink page shows of the other versions: its neighbours,
    /// `newer` and `older`, with the releases they come from. The page is
    /// made from these, and a rebuild compares their digest when one of
    /// the releases they come from changed (`neighbourReleases(of:)`).
    package func neighbours(of index: Int) -> PermalinkNeighbours {
        let route = Routes.version(releases[index].version)
        let context = ReleaseContext(config: config, route: route, prefix: prefix, words: words)
        func neighbour(_ i: Int) -> MustacheValue {
            guard releases.indices.contains(i) else { return .null }
            let other = releases[i]
            return ["version": .string(other.version.canonical),
                    "url": .string(context.permalink(of: other))]
        }
        let (newer, older) = neighbourIndices(of: index)
        return PermalinkNeighbours(newer: neighbour(newer), older: neighbour(older))
    }

    /// The releases that `neighbours(of:)` shows a part of.
    package func neighbourReleases(of index: Int) -> [Release] {
        let (newer, older) = neighbourIndices(of: index)
        return [newer, older].filter(releases.indices.contains).map { releases[$0] }
    }

    private func neighbourIndices(of index: Int) -> (newer: Int, older: Int) { (index - 1, index + 1) }

    /// A changelog page, or with `label` a page of that label's changelog.
    /// With `platform` a page of that platform's changelog.
    package func changelog(page number: Int, releases values: [MustacheValue], label: String? = nil, platform: String? = nil,
                   pageCount: Int? = nil, unreleased: MustacheValue = .null) throws -> String {
        let pageCount = pageCount ?? self.pageCount
        let routeOf = { (n: Int) in
            platform.map { Routes.platform($0, page: n) } ?? label.map { Routes.label($0, page: n) } ?? Routes.changelog(page: n)
        }
        let route = routeOf(number)
        let prev = number > 1 ? Routes.link(to: routeOf(number - 1), from: route) : nil
        let next = number < pageCount ? Routes.link(to: routeOf(number + 1), from: route) : nil
        // "Page 2", "2ページ": the hidden words around a page's number.
        let pageWord = words.text("page").split(separator: "{number}", maxSplits: 1, omittingEmptySubsequences: false)
            .map(String.init).splitPair
        let pages = Self.pageWindow(count: pageCount, current: number).map { n -> MustacheValue in
            guard let n else { return ["gap": true, "number": .null, "url": .null, "current": false] }
            return ["gap": false, "number": .int(n), "url": .string(Routes.link(to: routeOf(n), from: route)),
                    "current": .bool(n == number), "labelBefore": .string(pageWord.before), "labelAfter": .string(pageWord.after)]
        }
        let heading = platform.map { words.format("platformTitle", ["title": PlatformName.display($0)]) }
            ?? label.map { words.format("labelTitle", ["title": words.labelText($0)]) } ?? config.title
        let title = number == 1 ? heading : words.text("pageTitle", ["title": heading, "number": String(number)])
        var page = pageContext(route: route, title: title, prev: prev, next: next)
        // A label's or a platform's pages name its own feeds (docs/content.md).
        let feedFolder = platform.map { Routes.platform($0) } ?? label.map { Routes.label($0) }
        let feedName = platform.map(PlatformName.display) ?? label.map(words.labelText)
        if let feedFolder, let feedName, config.baseURL != nil, case .object(var fields) = page {
            fields["ownFeed"] = ["url": .string(Routes.link(to: feedFolder, from: route)),
                                 "title": .string("\(config.title) – \(feedName)")]
            page = .object(fields)
        }
        return try render("changelog", route: route, page: page, fields: [
            "releases": .list(values),
            "unreleased": unreleased,
            "pagination": [
                "several": .bool(pageCount > 1), "prev": prev.map(MustacheValue.string) ?? .null,
                "next": next.map(MustacheValue.string) ?? .null, "pages": .list(pages),
                "number": .int(number), "count": .int(pageCount),
            ],
            // A platform's page is headed like a label's (the theme's `label`).
            "label": label.map { ["name": .string($0), "text": .string(words.labelText($0)), "heading": .string(heading)] }
                ?? platform.map { ["name": .string($0), "text": .string(PlatformName.display($0)), "heading": .string(heading)] }
                ?? .null,
            "platform": platform.map { ["word": .string($0), "name": .string(PlatformName.display($0))] } ?? .null,
            "chips": chips(from: route, current: label),
            "platformChips": platformChips(from: route, current: platform),
            "hasChips": .bool(!labels.isEmpty || !platformReleases.isEmpty),
            "versionIndex": .string(Routes.link(to: Routes.versionIndex, from: route)),
            "scriptURL": .string(Routes.root(from: prefix + route) + "assets/notesite-filter.js"),
        ])
    }

    /// The permalink page of `releases[index]`, showing `neighbours`
    /// (`neighbours(of:)`); `release` is its data when already made for a
    /// page at the same depth.
    package func version(at index: Int, neighbours: PermalinkNeighbours, release value: MustacheValue? = nil) throws -> String {
        let release = releases[index]
        let route = Routes.version(release.version)
        let context = ReleaseContext(config: config, route: route, prefix: prefix, words: words)
        let title = "\(config.title) – \(words["version"]) \(release.version.canonical)"
        return try render("version", route: route, page: pageContext(route: route, title: title), fields: [
            "release": value ?? context.release(release), "newer": neighbours.newer, "older": neighbours.older,
        ])
    }

    /// The standalone sheet of `release` at `route` (its own or `whats-new/`).
    /// `sheetFragment` is the sheet's markup from `sheetFragment(_:)`, which
    /// the page resolves against its own way to the site root.
    package func whatsNew(_ release: Release, route: String, sheetFragment: String) throws -> String {
        let titleText = release.title?.text ?? config.widgetTitle
        let title = "\(titleText) – \(words["version"]) \(release.version.canonical)"
        return try render("whats-new", route: route, page: pageContext(route: route, title: title), fields: [
            "sheet": ["version": .string(release.version.canonical), "title": .string(titleText)],
            "sheetHTML": .string(SiteRoot.page(prefix + route).html(sheetFragment)),
        ])
    }

    package func notFound() throws -> String {
        let root = SiteRoot(config.baseURL.flatMap { URLParts.path(of: $0) } ?? "/")
        return try render("not-found", route: "404.html", page: pageContext(route: "404.html", title: "\(words["notFound"]) – \(config.title)", root: root), fields: [:])
    }
}

/// What a permalink page shows of its neighbours.
package struct PermalinkNeighbours: Sendable {
    package var newer: MustacheValue
    package var older: MustacheValue

    package var digest: String { DataDigest.of([newer, older]) }
}

/// Small URL helpers that need no Foundation parsing.
enum URLParts {
    /// The path of an absolute URL, e.g. `/changelog/` for `https://a.example/changelog/`.
    static func path(of url: String) -> String? {
        guard let schemeEnd = url.range(of: "://") else { return nil }
        let rest = url[schemeEnd.upperBound...]
        guard let slash = rest.firstIndex(of: "/") else { return "/" }
        return String(rest[slash...])
    }
}

extension PageRenderer {
    /// The sheet's markup alone, for the widget; site-relative URLs keep the
    /// marker so the widget can resolve them against its script URL.
    package func sheetFragment(_ release: Release) throws -> String {
        let context = ReleaseContext(config: config, route: "", prefix: prefix, root: .marked, words: words)
        let page = pageContext(route: "", title: "", root: .marked)
        let sheet = context.sheet(release)
        guard case .object(var fields) = sheet else { return "" }
        fields["sheet"] = sheet
        return try render("sheet", route: "", page: page, fields: fields)
    }
}

extension Array where Element == String {
    /// The two parts of a text split once: what comes before and after.
    var splitPair: (before: String, after: String) { (first ?? "", count > 1 ? self[1] : "") }
}
