import NoteSiteSupport
import NoteSiteRender
extension SitePlan {
    /// The search page of every language and each language's index
    /// (docs/search.md). The index is made while the plan is made: each of
    /// its files is a job whose one fact is its own digest, so a rebuild
    /// makes and writes only the files whose bytes changed.
    func searchJobs() -> [Job] {
        guard site.config.searchEnabled else { return [] }
        let indexes = ConcurrentMap.map(Array(editions.indices)) { i in
            let edition = editions[i]
            return SearchIndex(language: edition.config.language, releases: edition.releases,
                               words: edition.config.words, body: edition.config.searchBody,
                               platforms: edition.config.platforms).files()
        }
        var jobs: [Job] = []
        for (renderer, files) in zip(renderers, indexes) {
            for (path, text) in files {
                jobs.append(Job(path: path, facts: [SHA256.hex(of: text.utf8)]) { .text(text) })
            }
            let r = renderer
            jobs.append(Job(path: r.prefix + Routes.file(of: Routes.search), facts: []) { .text(try r.searchPage()) })
        }
        return jobs
    }
}
