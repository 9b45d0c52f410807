import NoteSiteContent
import NoteSiteRender

extension SitePlan {
    /// The platforms that the notes of `edition` name, in `notesite.yml`'s
    /// order, each with its releases as it sees them (docs/content.md).
    static func platformEditions(_ edition: LanguageEdition) -> [(word: String, releases: [Release])] {
        let declared = edition.config.platforms
        guard !declared.isEmpty else { return [] }
        let named = Set(edition.releases.flatMap(\.namedPlatforms))
        return declared.filter(named.contains).map { word in (word, edition.releases.compactMap { $0.parts(for: word) }) }
    }

    /// `platforms/<p>/` pages and, with a baseURL, their feeds. Which
    /// versions a platform lists is decided by their change items too, so
    /// each page's facts are the platform's whole list.
    func platformJobs(_ edition: LanguageEdition, renderer r: PageRenderer) -> [Job] {
        var jobs: [Job] = []
        for (word, releases) in Self.platformEditions(edition) {
            let listed = releases.map(\.version.canonical).joined(separator: " ")
            let perPage = edition.config.perPage
            for page in 1...r.pageCount(of: releases.count) {
                let shown = Array(releases.dropFirst((page - 1) * perPage).prefix(perPage))
                var job = Job(path: edition.prefix + Routes.file(of: Routes.platform(word, page: page)), inputs: shown) {
                    .text(try r.platformPage(word, releases: releases, page: page))
                }
                job.inputs.facts = [listed]
                jobs.append(job)
            }
            guard let baseURL = site.config.baseURL else { continue }
            var writer = FeedWriter(config: edition.config, baseURL: baseURL, prefix: edition.prefix, releases: releases)
            writer.originalLanguage = site.config.language
            writer.folder = Routes.platform(word)
            writer.titleSuffix = PlatformName.display(word)
            let feeds = writer
            jobs.append(Job(path: edition.prefix + feeds.folder + "feed.xml", inputs: feeds.releases) { .text(feeds.atom()) })
            jobs.append(Job(path: edition.prefix + feeds.folder + "feed.json", inputs: feeds.releases) { .text(feeds.json()) })
        }
        return jobs
    }

    /// The routes of every platform page of `edition`, for the sitemap.
    static func platformRoutes(_ edition: LanguageEdition, renderer r: PageRenderer) -> [String] {
        platformEditions(edition).flatMap { word, releases in
            (1...r.pageCount(of: releases.count)).map { Routes.platform(word, page: $0) }
        }
    }
}
