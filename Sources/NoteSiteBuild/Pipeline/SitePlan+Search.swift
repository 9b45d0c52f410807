import NoteSiteContent
import NoteSiteSupport
import NoteSiteRender
extension SitePlan {
    /// The search page of every language and each language's index
    /// (docs/search.md). The postings, the typo files and `index.js` read
    /// every version's terms, so their postings are made while the plan is
    /// made, from the terms `memory` kept of unchanged versions; each is a
    /// job whose one fact is a digest of what its text is made from, so a
    /// rebuild makes and writes only the files that changed. A text chunk
    /// shows its eight versions alone, and is a job with them as its
    /// inputs, made again only when one of them changed.
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
            for file in index.indexFiles() {
                // All that the file shows is in its digest, so it does not
                // read the outline: a version added leaves the shards it
                // has no term in as they were.
                var job = Job(path: file.path, facts: [file.digest]) { .text(file.text()) }
                job.outlineFree = true
                jobs.append(job)
            }
            for (number, chunk) in index.chunks.enumerated() {
                var job = Job(path: chunk.path, inputs: chunk.releases) { .bytes(index.chunkText(number)) }
                job.outlineFree = true
                jobs.append(job)
            }
            let r = renderer
            jobs.append(Job(path: r.prefix + Routes.file(of: Routes.search), facts: []) { .text(try r.searchPage()) })
        }
        return jobs
    }
}
