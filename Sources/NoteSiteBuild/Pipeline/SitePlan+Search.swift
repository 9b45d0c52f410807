import NoteSiteSupport
import NoteSiteRender
extension SitePlan {
    /// The search page of every language and each language's index
    /// (docs/search.md). The postings, the typo files and `index.js` read
    /// every version's terms, so they are made while the plan is made, from
    /// the terms `memory` kept of unchanged versions; each is a job whose
    /// one fact is its own digest, so a rebuild writes only the files whose
    /// bytes changed. A text chunk shows its eight versions alone, and is a
    /// job with them as its inputs, made again only when one of them changed.
    func searchJobs(memory: RenderMemory? = nil) -> [Job] {
        guard site.config.searchEnabled else { return [] }
        let indexes = ConcurrentMap.map(Array(editions.indices)) { i in
            let edition = editions[i]
            return SearchIndex(language: edition.config.language, releases: edition.releases,
                               words: edition.config.words, body: edition.config.searchBody,
                               platforms: edition.config.platforms, memory: memory?.searchTerms(prefix: edition.prefix))
        }
        var jobs: [Job] = []
        for (renderer, index) in zip(renderers, indexes) {
            for (path, text) in index.indexFiles() {
                jobs.append(Job(path: path, facts: [SHA256.hex(of: text.utf8)]) { .text(text) })
            }
            for (number, chunk) in index.chunks.enumerated() {
                var job = Job(path: chunk.path, inputs: chunk.releases) { .text(index.chunkText(number)) }
                job.outlineFree = true
                jobs.append(job)
            }
            let r = renderer
            jobs.append(Job(path: r.prefix + Routes.file(of: Routes.search), facts: []) { .text(try r.searchPage()) })
        }
        return jobs
    }
}
