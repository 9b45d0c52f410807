import NoteSiteSupport
import NoteSiteMustache
import NoteSiteContent
/// The ways to find a version besides the changelog (docs/content.md): the page of
/// every version, the label pages and the filter chips that lead to them.
extension PageRenderer {
    /// Labels in chip order: change types in Keep a Changelog's order, then
    /// free labels by name; each with its releases, newest first.
    static func labelIndex(_ releases: [Release]) -> [(name: String, indices: [Int])] {
        var byName: [String: [Int]] = [:]
        for (index, release) in releases.enumerated() {
            for label in release.filterLabels { byName[label, default: []].append(index) }
        }
        let kinds = ChangeKind.allCases.map(\.rawValue)
        let names = byName.keys.sorted { a, b in
            let ka = kinds.firstIndex(of: a) ?? kinds.count, kb = kinds.firstIndex(of: b) ?? kinds.count
            return ka != kb ? ka < kb : a.precedesInByteOrder(b)
        }
        return names.map { ($0, byName[$0] ?? []) }
    }

    /// The filter chips for a page at `route`: links to the label pages, the
    /// one for `current` marked.
    func chips(from route: String, current: String?) -> MustacheValue {
        guard !labels.isEmpty else { return .null }
        var list: [MustacheValue] = [[
            "name": "", "text": .string(words["allLabels"]), "count": .int(releases.count),
            "url": .string(Routes.link(to: Routes.changelog(page: 1), from: route)), "current": .bool(current == nil),
        ]]
        for (name, indices) in labels {
            list.append(["name": .string(name), "text": .string(words.labelText(name)), "count": .int(indices.count),
                         "url": .string(Routes.link(to: Routes.label(name), from: route)), "current": .bool(current == name)])
        }
        return .list(list)
    }

    /// The platform chips' words and counts as text: every page shows them.
    package var platformSummary: String { platformReleases.map { "\($0.word)=\($0.releases.count)" }.joined(separator: " ") }

    /// The chips that lead to the platforms' pages, the one for `current` marked.
    func platformChips(from route: String, current: String?) -> MustacheValue {
        guard !platformReleases.isEmpty else { return .null }
        return .list(platformReleases.map { word, releases in
            ["word": .string(word), "name": .string(PlatformName.display(word)), "count": .int(releases.count),
             "url": .string(Routes.link(to: Routes.platform(word), from: route)), "current": .bool(current == word)]
        })
    }

    /// How many pages the changelog of `label` takes.
    package func pageCount(ofLabel position: Int) -> Int {
        max(1, (labels[position].indices.count + config.perPage - 1) / config.perPage)
    }

    /// Page `number` of the changelog of `labels[position]`.
    package func labelPage(_ position: Int, page number: Int) throws -> String {
        let (name, indices) = labels[position]
        let route = Routes.label(name, page: number)
        let context = ReleaseContext(config: config, route: route, prefix: prefix, words: words)
        let start = min(indices.count, (number - 1) * config.perPage)
        let shown = indices[start..<min(indices.count, start + config.perPage)]
        return try changelog(page: number, releases: shown.map { context.release(releases[$0]) }, label: name,
                             pageCount: pageCount(ofLabel: position))
    }

    /// The row of each release on `versions/index.html`, every version on
    /// one page, newest first: what the page shows of them.
    package func versionIndexRows() -> [MustacheValue] {
        let context = ReleaseContext(config: config, route: Routes.versionIndex, prefix: prefix, words: words)
        return releases.map { r in
            [
                "version": .string(r.version.canonical),
                "url": .string(context.permalink(of: r)),
                "date": r.date.map(MustacheValue.string) ?? .null,
                "dateDisplay": r.date.map { .string(DateText.display($0, language: config.language)) } ?? .null,
                "title": .string(r.title?.text ?? ""),
                "prerelease": .bool(r.isPrerelease), "draft": .bool(r.isDraft), "yanked": .bool(r.isYanked),
            ]
        }
    }

    /// The version index made from `rows` (`versionIndexRows()`).
    package func versionIndex(rows: [MustacheValue]) throws -> String {
        let route = Routes.versionIndex
        let title = "\(config.title) – \(words["allVersionsTitle"])"
        return try render("versions", route: route, page: pageContext(route: route, title: title), fields: [
            "versions": .list(rows), "count": .int(rows.count),
        ])
    }
}

extension PageRenderer {
    /// The routes of every label page.
    package var labelRoutes: [String] {
        labels.indices.flatMap { position in
            (1...pageCount(ofLabel: position)).map { Routes.label(labels[position].name, page: $0) }
        }
    }
}

extension PageRenderer {
    /// Page `number` of the changelog of `platform`, from the releases that
    /// count for it, newest first, each shown as that platform sees it
    /// (`Release.parts(for:)`).
    package func platformPage(_ platform: String, releases: [Release], page number: Int) throws -> String {
        let route = Routes.platform(platform, page: number)
        let context = ReleaseContext(config: config, route: route, prefix: prefix, words: words)
        let start = min(releases.count, (number - 1) * config.perPage)
        let shown = releases[start..<min(releases.count, start + config.perPage)].compactMap { $0.parts(for: platform) }
        return try changelog(page: number, releases: shown.map { context.release($0) }, platform: platform,
                             pageCount: pageCount(of: releases.count))
    }

    /// How many changelog pages `count` versions take.
    package func pageCount(of count: Int) -> Int { max(1, (count + config.perPage - 1) / config.perPage) }
}
