import Foundation
import NoteSiteSupport
import NoteSiteDiagnostics
import NoteSiteOutput
import NoteSiteContent
import NoteSiteRender

/// Every file of one build (docs/content.md), rendered on all cores and handed to
/// the staging output as it is made.
struct SitePlan {
    let site: LoadedSite
    let theme: Theme
    /// Every language's share, the default first (docs/languages.md).
    let editions: [LanguageEdition]
    /// One renderer per edition, in the same order.
    let renderers: [PageRenderer]
    let links: LanguageLinks
    let currentVersion: SemanticVersion?
    /// The version `whats-new/` shows, in every language that lists it.
    let standaloneVersion: SemanticVersion?

    /// The default language's renderer.
    var renderer: PageRenderer { renderers[0] }

    init(site: LoadedSite, theme: Theme) {
        self.site = site
        self.theme = theme
        let editions = [LanguageEdition(site: site)] + site.config.languages.map { LanguageEdition(site: site, language: $0) }
        self.editions = editions
        // Drafts and yanked versions never reach the widget nor become current (docs/content.md and docs/widget.md).
        let versions = editions[0].widgetReleases.map(\.version)
        currentVersion = site.config.currentVersion ?? WhatsNewSelection.siteCurrentVersion(available: versions)
        if let current = currentVersion, let pick = WhatsNewSelection.standaloneVersion(current: current, available: versions) {
            standaloneVersion = pick
        } else {
            standaloneVersion = versions.first
        }
        let standalone = standaloneVersion
        let links = LanguageLinks(editions: zip(site.config.allLanguages, editions).map { settings, edition in
            LanguageLinks.Edition(tag: settings.tag, name: settings.words.name, isRightToLeft: LanguageTag.isRightToLeft(settings.tag),
                                  prefix: edition.prefix,
                                  routes: edition.routes(hasStandalone: Self.standalone(of: edition, version: standalone) != nil))
        }, baseURL: site.config.baseURL)
        self.links = links
        let unreleased = UnreleasedChanges(site: site)
        renderers = editions.map { edition in
            PageRenderer(templates: theme.templates, config: edition.config, releases: edition.releases,
                         prefix: edition.prefix, links: links, unreleased: unreleased)
        }
    }

    /// What `whats-new/` shows in `edition`: the site's pick when that
    /// language lists it, else its newest release the widget may show.
    static func standalone(of edition: LanguageEdition, version: SemanticVersion?) -> Release? {
        edition.widgetReleases.first { $0.version == version } ?? edition.widgetReleases.first
    }

    /// One output file: where it goes and how to make its contents. A job may
    /// also make further files (`also`) from work it shares with them.
    struct Job: Sendable {
        var paths: [String]
        var make: @Sendable () throws -> Contents
        /// What the files show besides the plan's key.
        var inputs: JobInputs
        /// True when the files read nothing of the outline beyond their
        /// inputs, so that they stay valid when other versions come, go or move.
        var outlineFree = false
        /// Called instead of `make` when the files are kept from the previous build.
        var kept: (@Sendable () -> Void)?
        /// What the file makes of the releases it shows a part of (`inputs.partial`).
        var data: (any FileDataDigest)?

        var path: String { paths.first ?? "" }
        var files: Int { paths.count }

        init(path: String, inputs: [Release], make: @escaping @Sendable () throws -> Contents) {
            paths = [path]
            self.inputs = JobInputs(inputs)
            self.make = make
        }

        /// A file that shows only `facts` of the releases besides the plan's key.
        init(path: String, facts: [String], make: @escaping @Sendable () throws -> Contents) {
            paths = [path]
            inputs = JobInputs(facts: facts)
            self.make = make
        }

        /// A file that shows a part of the releases `partial`, made again
        /// when one of them changed, and the releases `inputs` in full.
        init(path: String, inputs: [Release] = [], partial: [Release], make: @escaping @Sendable () throws -> Contents) {
            paths = [path]
            self.inputs = JobInputs(inputs)
            self.inputs.partial = partial
            self.make = make
        }

        /// A file made from `data`, which is what it shows of the releases
        /// `partial`, and from the releases `inputs` in full.
        init<Value>(path: String, inputs: [Release] = [], partial: [Release], data: FileData<Value>,
                    make: @escaping @Sendable (Value) throws -> Contents) {
            self.init(path: path, inputs: inputs, partial: partial) { try make(try data.take()) }
            self.data = data
        }

        init(paths: [String], inputs: [Release], make: @escaping @Sendable () throws -> [Contents]) {
            self.paths = paths
            self.inputs = JobInputs(inputs)
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
    /// With `memory`, notes.json reuses the lines of unchanged versions.
    func jobs(assetsFolder: URL, memory: RenderMemory? = nil) -> [Job] {
        let config = site.config
        func text(_ path: String, _ inputs: [Release] = [], _ make: @escaping @Sendable () throws -> String) -> Job {
            Job(path: path, inputs: inputs) { .text(try make()) }
        }
        // The search index reads every version's terms, serially for the
        // most part: it is planned on another core while the rest is.
        let plan = self
        let search = Background { plan.searchJobs(memory: memory) }
        var jobs: [Job] = []
        let current = currentVersion
        let everyRelease = editions.flatMap(\.releases)
        let languages = config.allLanguages.map(\.tag)
        for (edition, renderer) in zip(editions, renderers) {
            let releases = edition.releases
            let prefix = edition.prefix
            let localized = edition.config
            let lines = memory?.notesLines(prefix: prefix)
            jobs.append(Job(path: prefix + NotesJSON.fileName, inputs: releases) {
                .pieces { emit in
                    try NotesJSON.write(config: localized, releases: releases, currentVersion: current, prefix: prefix,
                                        lines: lines, to: emit)
                }
            })
            // The index shows a part of each release, and is as quick to make
            // as data would be: it is made again when one of them changed.
            jobs.append(Job(path: prefix + Routes.whatsNewIndex, partial: releases) {
                .text(WhatsNewIndexJSON.document(config: localized, languages: languages, releases: releases,
                                                 currentVersion: current))
            })
            if let baseURL = config.baseURL {
                var writer = FeedWriter(config: localized, baseURL: baseURL, prefix: prefix, releases: releases)
                writer.originalLanguage = config.language
                let feeds = writer
                // A feed shows its newest versions only: an older one's edit keeps it.
                jobs.append(text(prefix + "feed.xml", feeds.releases) { feeds.atom() })
                jobs.append(text(prefix + "feed.json", feeds.releases) { feeds.json() })
                // Each label's and each platform's own feeds, linked from its pages' head.
                let parts = renderer.labels.map { feeds.label($0.name) }
                    + renderer.platformReleases.map { feeds.platform($0.word, releases: $0.releases) }
                for part in parts {
                    jobs.append(text(prefix + part.folder + "feed.xml", part.releases) { part.atom() })
                    jobs.append(text(prefix + part.folder + "feed.json", part.releases) { part.json() })
                }
            }
        }
        if let baseURL = config.baseURL {
            let sitemap = zip(editions, renderers).map { edition, r in
                SitemapWriter.Edition(prefix: edition.prefix, changelogPages: r.pageCount, releases: edition.releases,
                                      extraRoutes: [Routes.versionIndex] + r.labelRoutes + Self.platformRoutes(renderer: r),
                                      hasStandalone: Self.standalone(of: edition, version: standaloneVersion) != nil)
            }
            let links = self.links
            // Of each release the sitemap shows its date, and its parts decide
            // which platform pages there are: like the index above.
            jobs.append(Job(path: "sitemap.xml", partial: everyRelease) {
                .text(SitemapWriter.document(baseURL: baseURL, editions: sitemap, links: editions.count > 1 ? links : nil))
            })
        }
        var data = WidgetData.of(editions[0], currentVersion: currentVersion)
        if editions.count > 1 { data.editions = editions }
        let widget = data
        let theme = self.theme
        // The script lists every version the widget may show (that is in the
        // plan's key) and shows the newest few of each language.
        let recent = editions.flatMap { $0.widgetReleases.prefix($0.config.cumulativeLimit) }
        // It also names, in every language, the platforms each version
        // counts for, which its parts decide (a translation's too; none
        // when the site declares no platforms): like the index above.
        let counted = config.platforms.isEmpty ? [] : editions.flatMap(\.widgetReleases)
        jobs.append(Job(path: "whats-new.js", inputs: recent, partial: counted) {
            .text(widget.script(template: theme.widgetScript))
        })
        for (edition, r) in zip(editions, renderers) {
            var notes = WidgetData.of(edition, currentVersion: currentVersion)
            notes.namesLanguage = editions.count > 1
            jobs += pageJobs(edition, renderer: r, widget: notes)
            jobs += platformJobs(edition, renderer: r)
        }
        jobs += sparkleNotesJobs()
        jobs += search.wait()
        let r = renderer
        jobs.append(text("404.html") { try r.notFound() })
        if renderers.contains(where: { !$0.labels.isEmpty }) {
            jobs.append(text("assets/notesite-filter.js") { theme.filterScript })
        }
        if config.searchEnabled { jobs.append(text("assets/notesite-search.js") { theme.searchScript }) }
        jobs.append(text("assets/notesite.css") { ThemeStylesheet.css(config: config, themeCSS: theme.stylesheet) })
        for file in site.assetFiles where file != "notesite.css" {
            let url = assetsFolder.appendingPathComponent(file)
            jobs.append(Job(path: "assets/" + file, inputs: []) {
                guard let data = FileManager.default.contents(atPath: url.path) else {
                    throw Diagnostic(path: site.assetsDisplay + "/" + file, message: "cannot read the asset")
                }
                return .bytes([UInt8](data))
            })
        }
        return jobs
    }

    /// Each file's inputs, by the first path of its job, for the next build.
    /// Inputs equal to `earlier`'s are kept as they were: what a server
    /// keeps from build to build then stays where it was allocated, instead
    /// of being made anew among each build's garbage, which would keep
    /// that garbage's memory pages in use.
    static func inputs(of jobs: [Job], keeping earlier: [String: JobInputs]?) -> [String: JobInputs] {
        var inputs: [String: JobInputs] = [:]
        inputs.reserveCapacity(jobs.count)
        for job in jobs {
            var made = job.inputs
            // A file kept because its releases were as before did not make its data: its digest is the earlier one.
            if let data = job.data { made.digest = data.madeDigest ?? earlier?[job.path]?.digest }
            if let old = earlier?[job.path], old == made { inputs[job.path] = old } else { inputs[job.path] = made }
        }
        return inputs
    }

    /// Workers that make and write files.
    static let writers = ConcurrentMap.cores + 1

    /// The plan's key under `context`: what every file may read besides its own releases.
    func key(context: BuildContext?) -> PlanKey? {
        context.map { context in
            // Every page's platform chips count versions by their change
            // items too, which the outline does not hold.
            var context = context
            let platforms = renderers.map(\.platformSummary).joined(separator: "\n")
            if !platforms.allSatisfy(\.isNewline) { context.settings += "\nplatforms " + platforms }
            return PlanKey(context: context, outline: editions.map { $0.releases.map(PlanKey.Outline.init) })
        }
    }

    /// Makes every file and writes it when `output` is given; returns the
    /// count. With `earlier` (what the previous build's files were made
    /// from, under the same key), a file whose inputs are unchanged is
    /// taken from the previous output when the output can do that.
    func produce(_ jobs: [Job], into output: (any SiteOutput)?, progress: (@Sendable (Int, Int) -> Void)?,
                 earlier: EarlierBuild? = nil, reused: Counter? = nil) throws -> Int {
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
                if let output, earlier?.holds(job) == true, output.reuse(job.paths) {
                    _ = reused?.add(job.files)
                    job.kept?()
                    if let progress { progress(done.increment(), jobs.count) }
                    return nil
                }
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
