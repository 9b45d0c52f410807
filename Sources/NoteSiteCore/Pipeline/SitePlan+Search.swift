extension SitePlan {
    /// The search page of every language and each language's index
    /// (docs/search.md). An index's files show every release of their
    /// language; a rebuild rewrites only the files whose bytes changed.
    func searchJobs() -> [Job] {
        guard site.config.searchEnabled else { return [] }
        let indexes = ConcurrentMap.map(Array(editions.indices)) { i in
            let edition = editions[i]
            return SearchIndex(language: edition.config.language, releases: edition.releases,
                               words: edition.config.words, body: edition.config.searchBody).files()
        }
        var jobs: [Job] = []
        for ((edition, renderer), files) in zip(zip(editions, renderers), indexes) {
            jobs.append(Job(paths: files.map(\.path), inputs: edition.releases) { files.map { .text($0.text) } })
            let r = renderer
            jobs.append(Job(path: edition.prefix + Routes.file(of: Routes.search), facts: []) { .text(try r.searchPage()) })
        }
        return jobs
    }
}
