import Foundation

/// Every file of one build (SPEC §6), rendered on all cores and handed to
/// the staging output as it is made.
struct SitePlan {
    let site: LoadedSite
    let theme: Theme
    let renderer: PageRenderer
    let widgetReleases: [Release]
    let currentVersion: SemanticVersion?
    let standalone: Release?

    init(site: LoadedSite, theme: Theme) {
        self.site = site
        self.theme = theme
        // Drafts and yanked versions never reach the widget nor become current (SPEC §6, §7).
        widgetReleases = site.releases.filter { !$0.isDraft && !$0.isYanked }
        let versions = widgetReleases.map(\.version)
        currentVersion = site.config.currentVersion ?? WhatsNewSelection.siteCurrentVersion(available: versions)
        if let current = currentVersion, let pick = WhatsNewSelection.standaloneVersion(current: current, available: versions) {
            standalone = widgetReleases.first { $0.version == pick }
        } else {
            standalone = widgetReleases.first
        }
        renderer = PageRenderer(templates: theme.templates, config: site.config, releases: site.releases)
    }

    /// One output file: where it goes and how to make its contents. A job may
    /// also make further files (`also`) from work it shares with them.
    struct Job: Sendable {
        var path: String
        var make: @Sendable () throws -> Contents
        var files = 1

        init(path: String, make: @escaping @Sendable () throws -> Contents) {
            self.path = path
            self.make = make
        }

        init(paths: [String], make: @escaping @Sendable () throws -> [Contents]) {
            path = paths.first ?? ""
            files = paths.count
            self.make = { .several(zip(paths, try make()).map { ($0, $1) }) }
        }
    }

    /// A file's contents: text is written from the string's own UTF-8
    /// storage, without a copy into an array.
    indirect enum Contents: Sendable {
        case text(String)
        case bytes([UInt8])
        /// Several files, each with its own path.
        case several([(String, Contents)])
        /// Made in pieces, each handed to the function given, so the whole
        /// file is never in memory.
        case pieces(@Sendable (_ emit: (UnsafeRawBufferPointer) throws -> Void) throws -> Void)
    }

    /// Every file, the slowest first: the site-wide files each take one
    /// worker for a while, and starting them early keeps the end of the
    /// build from waiting on them.
    func jobs(assetsFolder: URL) -> [Job] {
        let config = site.config
        let r = renderer
        func text(_ path: String, _ make: @escaping @Sendable () throws -> String) -> Job {
            Job(path: path) { .text(try make()) }
        }
        var jobs: [Job] = []
        let releases = site.releases
        let current = currentVersion
        jobs.append(Job(path: "notes.json") {
            .pieces { emit in try NotesJSON.write(config: config, releases: releases, currentVersion: current, to: emit) }
        })
        let widget = WidgetData(config: config, releases: widgetReleases, currentVersion: currentVersion)
        if let baseURL = config.baseURL {
            let feeds = FeedWriter(config: config, baseURL: baseURL, releases: releases)
            jobs.append(text("feed.xml") { feeds.atom() })
            jobs.append(text("feed.json") { feeds.json() })
            let pages = r.pageCount
            let labelPages = r.labels.indices.flatMap { position in
                (1...r.pageCount(ofLabel: position)).map { Routes.label(r.labels[position].name, page: $0) }
            }
            jobs.append(text("sitemap.xml") {
                SitemapWriter.document(baseURL: baseURL, changelogPages: pages, releases: releases, extraRoutes: [Routes.versionIndex] + labelPages)
            })
        }
        let theme = self.theme
        jobs.append(text("whats-new.js") { widget.script(template: theme.widgetScript) })
        // Page 1 alone; every further changelog page with the permalink pages
        // of its releases, which share their data.
        jobs.append(text(Routes.file(of: Routes.changelog(page: 1))) { try r.changelog(page: 1) })
        for page in (1...r.pageCount).dropFirst() {
            let paths = [Routes.file(of: Routes.changelog(page: page))]
                + r.indices(onPage: page).map { Routes.file(of: Routes.version(site.releases[$0].version)) }
            jobs.append(Job(paths: paths) { try r.changelogWithVersions(page: page).map(Contents.text) })
        }
        for index in r.indices(onPage: 1) {
            jobs.append(text(Routes.file(of: Routes.version(site.releases[index].version))) { try r.version(at: index) })
        }
        for release in site.releases {
            // The sheet is rendered once for its standalone page and, unless a
            // draft or yanked, for the widget's data script.
            let page = Routes.file(of: Routes.whatsNew(release.version))
            let pageOnly = release.isDraft || release.isYanked
            let paths = pageOnly ? [page] : [page, Routes.whatsNewData(release.version)]
            jobs.append(Job(paths: paths) {
                let sheet = try r.sheetFragment(release)
                let html = try r.whatsNew(release, route: Routes.whatsNew(release.version), sheetFragment: sheet)
                return pageOnly ? [.text(html)] : [.text(html), .text(widget.notesScript(for: release, sheetHTML: sheet))]
            })
        }
        if let standalone {
            jobs.append(text(Routes.file(of: Routes.whatsNewCurrent)) {
                try r.whatsNew(standalone, route: Routes.whatsNewCurrent, sheetFragment: try r.sheetFragment(standalone))
            })
        }
        jobs.append(text(Routes.file(of: Routes.versionIndex)) { try r.versionIndex() })
        for position in r.labels.indices {
            for page in 1...r.pageCount(ofLabel: position) {
                jobs.append(text(Routes.file(of: Routes.label(r.labels[position].name, page: page))) {
                    try r.labelPage(position, page: page)
                })
            }
        }
        jobs.append(text("404.html") { try r.notFound() })
        if !r.labels.isEmpty {
            jobs.append(text("assets/notesite-filter.js") { theme.filterScript })
        }
        jobs.append(text("assets/notesite.css") { ThemeStylesheet.css(config: config, themeCSS: theme.stylesheet) })
        for file in site.assetFiles where file != "notesite.css" {
            let url = assetsFolder.appendingPathComponent(file)
            jobs.append(Job(path: "assets/" + file) {
                guard let data = FileManager.default.contents(atPath: url.path) else {
                    throw Diagnostic(path: site.assetsDisplay + "/" + file, message: "cannot read the asset")
                }
                return .bytes([UInt8](data))
            })
        }
        return jobs
    }

    /// Workers that make and write files.
    static let writers = ConcurrentMap.cores + 1

    /// Makes every file and writes it when `output` is given; returns the count.
    func produce(into output: (any SiteOutput)?, assetsFolder: URL, progress: (@Sendable (Int, Int) -> Void)?) throws -> Int {
        let jobs = self.jobs(assetsFolder: assetsFolder)
        let done = Counter()
        @Sendable func write(_ contents: Contents, to path: String) throws {
            switch contents {
            case .text(let text): try output?.write(text, to: path)
            case .bytes(let bytes): try output?.write(bytes, to: path)
            case .several(let files): for (path, contents) in files { try write(contents, to: path) }
            case .pieces(let produce):
                if let output { try output.write(to: path, pieces: produce) } else { try produce { _ in } }
            }
        }
        output?.expect(files: jobs.reduce(1) { $0 + $1.files })
        // Making files waits on the disk now and then (inode tables, bitmaps);
        // one worker more than the cores keeps them busy meanwhile.
        let results: [(any Error)?] = ConcurrentMap.map(jobs, workers: Self.writers) { job in
            do {
                try write(try job.make(), to: job.path)
                if let progress { progress(done.increment(), jobs.count) }
                return nil
            } catch {
                return error
            }
        }
        if let failure = results.lazy.compactMap({ $0 }).first { throw failure }
        return jobs.reduce(1) { $0 + $1.files }
    }
}

/// A thread-safe counter for progress.
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func increment() -> Int { lock.withLock { value += 1; return value } }
}
