import Foundation
import NoteSiteSupport
import NoteSiteContent
import NoteSiteRender

extension SitePlan {
    /// One language's changelog, permalink, sheet, version index and label
    /// pages, below its folder. The changelog pages and the sheets are
    /// described on every core, a share of them each: a site of 10,000
    /// versions has 31,000 files, and a rebuild that keeps them all waited
    /// 50 ms for their descriptions on one.
    func pageJobs(_ edition: LanguageEdition, renderer r: PageRenderer, widget data: WidgetData) -> [Job] {
        let pages = PageJobs(prefix: edition.prefix, releases: edition.releases, renderer: r, widget: Shared(data),
                             notesTitle: NotesJSON.defaultTitle(edition.config))
        enum Share: Sendable {
            case changelog(ClosedRange<Int>)
            case sheets(Range<Int>)
        }
        let size = 256
        let shares = stride(from: 1, through: r.pageCount, by: size).map { Share.changelog($0...min($0 + size - 1, r.pageCount)) }
            + stride(from: 0, to: pages.releases.count, by: size * 4).map { Share.sheets($0..<min($0 + size * 4, pages.releases.count)) }
        let described = ConcurrentMap.map(shares) { share in
            switch share {
            case .changelog(let range): pages.changelog(range)
            case .sheets(let range): pages.sheets(range)
            }
        }
        var jobs = Array(described.joined())
        if let standalone = Self.standalone(of: edition, version: standaloneVersion) {
            jobs.append(pages.text(Routes.file(of: Routes.whatsNewCurrent), [standalone]) {
                try r.whatsNew(standalone, route: Routes.whatsNewCurrent, sheetFragment: try r.sheetFragment(standalone))
            })
        }
        // The version index shows a row of each release.
        jobs.append(Job(path: pages.prefix + Routes.file(of: Routes.versionIndex), partial: pages.releases,
                        data: FileData({ r.versionIndexRows() }, digest: DataDigest.of)) { .text(try r.versionIndex(rows: $0)) })
        for position in r.labels.indices {
            for page in 1...r.pageCount(ofLabel: position) {
                jobs.append(pages.text(Routes.file(of: Routes.label(r.labels[position].name, page: page)),
                                       pages.shown(r.labels[position].indices)) {
                    try r.labelPage(position, page: page)
                })
            }
        }
        return jobs
    }
}

/// The jobs of one language's changelog pages with their permalink pages,
/// and of its sheets.
private struct PageJobs: Sendable {
    typealias Job = SitePlan.Job
    let prefix: String
    let releases: [Release]
    let renderer: PageRenderer
    let widget: Shared<WidgetData>
    /// The default title of the language's notes.json entries. Not its
    /// settings: a copy of them in each sheet's job took 17 MB at 10,000 versions.
    let notesTitle: InlineText

    func text(_ path: String, _ inputs: [Release], _ make: @escaping @Sendable () throws -> String) -> Job {
        Job(path: prefix + path, inputs: inputs) { .text(try make()) }
    }

    func shown(_ indices: some Sequence<Int>) -> [Release] { indices.map { releases[$0] } }

    /// The changelog pages numbered `range`, each followed by the permalink
    /// pages of its releases.
    func changelog(_ range: ClosedRange<Int>) -> [Job] {
        let r = renderer
        var jobs: [Job] = []
        // A permalink page shows its release, a part of its neighbours and
        // its language switcher, so a version added or removed elsewhere keeps it.
        func permalink(_ index: Int, sharing data: PageReleases? = nil,
                       _ make: @escaping @Sendable (PermalinkNeighbours) throws -> String) {
            let route = Routes.version(releases[index].version)
            let neighbours = FileData({ r.neighbours(of: index) }, digest: \.digest)
            var job = Job(path: prefix + Routes.file(of: route), inputs: [releases[index]],
                          partial: r.neighbourReleases(of: index), data: neighbours) { .text(try make($0)) }
            job.outlineFree = true
            job.inputs.facts = [r.links.languages(having: route)]
            if let data { job.kept = { data.skip() } }
            jobs.append(job)
        }
        for page in range {
            if page == 1 {
                // It also shows the fragments, which are no release: the digest of their section is a fact.
                let unreleased = r.unreleasedSection()
                var first = text(Routes.file(of: Routes.changelog(page: 1)), shown(r.indices(onPage: 1))) {
                    try r.changelog(page: 1, unreleased: unreleased)
                }
                first.inputs.facts = [DataDigest.of(unreleased)]
                jobs.append(first)
                for index in r.permalinkIndices(onPage: 1) {
                    permalink(index) { try r.version(at: index, neighbours: $0) }
                }
                continue
            }
            // Every further changelog page shares its releases' data with
            // their permalink pages: made once for whichever of them is made first.
            let permalinks = r.permalinkIndices(onPage: page).filter { r.sharesData($0, withPage: page) }
            let data = PageReleases(users: 1 + permalinks.count) { r.releaseValues(onPage: page) }
            var changelog = text(Routes.file(of: Routes.changelog(page: page)), shown(r.indices(onPage: page))) {
                try r.changelog(page: page, releases: data.take())
            }
            changelog.kept = { data.skip() }
            jobs.append(changelog)
            let first = r.indices(onPage: page).lowerBound
            for index in r.permalinkIndices(onPage: page) {
                if permalinks.contains(index) {
                    permalink(index, sharing: data) { try r.version(at: index, neighbours: $0, release: data.take()[index - first]) }
                } else {
                    permalink(index) { try r.version(at: index, neighbours: $0) }
                }
            }
        }
        return jobs
    }

    /// The sheets of the releases at `range`.
    func sheets(_ range: Range<Int>) -> [Job] {
        let r = renderer
        let widget = self.widget
        return releases[range].map { release in
            // The sheet is rendered once for its standalone page and, unless a
            // draft or yanked, for the widget's data script. Beside them, unless
            // a draft, lies the release's entry of notes.json, for apps.
            let page = prefix + Routes.file(of: Routes.whatsNew(release.version))
            let notes = release.isDraft ? [] : [prefix + Routes.whatsNewNotes(release.version)]
            let pageOnly = release.isDraft || release.isYanked
            let paths = [page] + notes + (pageOnly ? [] : [prefix + Routes.whatsNewData(release.version)])
            let title = notesTitle
            var job = Job(paths: paths, inputs: [release]) {
                let sheet = try r.sheetFragment(release)
                let html = try r.whatsNew(release, route: Routes.whatsNew(release.version), sheetFragment: sheet)
                let entry: [SitePlan.Contents] = notes.isEmpty ? [] : [.text(NotesJSON.versionFile(release, defaultTitle: title, prefix: prefix))]
                return [.text(html)] + entry + (pageOnly ? [] : [.text(widget.value.notesScript(for: release, sheetHTML: sheet))])
            }
            // A sheet shows its release and, of the outline, only which
            // languages have the same sheet (its language switcher).
            job.outlineFree = true
            job.inputs.facts = [r.links.languages(having: Routes.whatsNew(release.version))]
            return job
        }
    }
}
