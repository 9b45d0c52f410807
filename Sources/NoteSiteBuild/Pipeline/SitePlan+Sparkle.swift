import NoteSiteChannels
extension SitePlan {
    /// With `export.sparkleNotes`, the small notes pages that Sparkle's
    /// window shows, hosted at the paths `export sparkle` writes them to
    /// (docs/channels.md), so that `items.xml` can link them. Each shows its
    /// release alone; its links lead back to the site relatively.
    func sparkleNotesJobs() -> [Job] {
        guard site.config.export.sparkleNotes else { return [] }
        var jobs: [Job] = []
        for (index, edition) in editions.enumerated() {
            let language = ExportLanguage(edition, isDefault: index == 0)
            // `sparkle/` and the language's own folder, if any.
            let depth = 1 + language.folder.count { $0 == "/" }
            let page = SparkleNotesPage(config: language.config, baseURL: String(repeating: "../", count: depth))
            for release in language.ownReleases {
                var job = Job(path: SparkleNotesPage.path(of: release.version, in: language), inputs: [release]) {
                    .text(page.html(of: release, language: language.tag))
                }
                job.outlineFree = true
                jobs.append(job)
            }
        }
        return jobs
    }
}
