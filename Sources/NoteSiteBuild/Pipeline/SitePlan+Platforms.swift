import NoteSiteSupport
import NoteSiteContent
import NoteSiteRender

extension SitePlan {
    /// `platforms/<p>/` pages (their feeds are made with the others). Which
    /// versions a platform lists is decided by their parts too, so each
    /// page's facts are the platform's whole list, as one digest: a page
    /// of thousands would otherwise keep the list in the memory a thousand
    /// times.
    func platformJobs(_ edition: LanguageEdition, renderer r: PageRenderer) -> [Job] {
        var jobs: [Job] = []
        for (word, releases) in r.platformReleases {
            let listed = SHA256.hex(of: releases.map(\.version.canonical).joined(separator: " ").utf8)
            let perPage = edition.config.perPage
            for page in 1...r.pageCount(of: releases.count) {
                let shown = Array(releases.dropFirst((page - 1) * perPage).prefix(perPage))
                var job = Job(path: edition.prefix + Routes.file(of: Routes.platform(word, page: page)), inputs: shown) {
                    .text(try r.platformPage(word, releases: releases, page: page))
                }
                job.inputs.facts = [listed]
                jobs.append(job)
            }
        }
        return jobs
    }

    /// The routes of every platform page of a language, for the sitemap.
    static func platformRoutes(renderer r: PageRenderer) -> [String] {
        r.platformReleases.flatMap { word, releases in
            (1...r.pageCount(of: releases.count)).map { Routes.platform(word, page: $0) }
        }
    }
}
