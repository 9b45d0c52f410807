import Foundation
import NoteSiteSupport
import NoteSiteDiagnostics
import NoteSiteOutput
import NoteSiteContent
import NoteSiteRender
import NoteSiteChannels

/// What a build was asked to do.
public struct BuildOptions: Sendable {
    public var site: SitePaths
    public var output: URL
    /// The output folder as the user named it.
    public var outputDisplay: String
    public var baseURL: String?
    public var drafts = false
    /// `--audience`: the versions of these audiences are published too (docs/content.md).
    public var audiences: [String] = []
    /// `--future`: scheduled versions are published before their moment.
    public var future = false
    public var force = false
    /// `false` for `notesite check`: everything but writing.
    public var write = true
    /// How long to wait for another build of the same output (docs/builds.md).
    public var lockTimeout = 60.0
    /// "Now" for the schedule; nil: `SOURCE_DATE_EPOCH`, else the clock.
    public var clock: SiteClock?

    public init(site: SitePaths, output: URL, outputDisplay: String) {
        self.site = site
        self.output = output
        self.outputDisplay = outputDisplay
    }

    func publishing(now: Date) -> Publishing {
        Publishing(audiences: audiences, future: future, now: now)
    }
}

/// How a build went.
public struct BuildReport: Sendable {
    public var diagnostics: [Diagnostic] = []
    public var versions = 0
    public var files = 0
    public var seconds = 0.0
    /// True when the output was already built from this input and nothing was done.
    public var upToDate = false
    /// The site's `baseURL` (after any override), when the configuration loaded.
    public var baseURL: String?
    /// Version files taken from an earlier build's memory instead of parsed.
    public var reusedVersions = 0
    /// Output files taken from the previous output instead of made.
    public var reusedFiles = 0
    /// Releases of the saved memory whose every field was read back; the
    /// others were used by their outline alone (`SavedRelease`).
    public var savedReleasesRead = 0
    /// Versions whose search terms were made (in every language), rather
    /// than taken from the previous build's memory.
    public var searchTermsMade = 0
    /// When the soonest scheduled version left out of this build goes live.
    public var nextPublication: Date?
    public var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }
}

/// load -> validate -> render -> write (docs/content.md).
public struct SiteBuilder: Sendable {
    public var options: BuildOptions
    /// Called with (done, total) while pages are written.
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Where the files go instead of a staging folder (`serve` keeps them in memory).
    public var output: (any SiteOutput)?
    /// What earlier builds in this process left, for a rebuild that redoes
    /// only what changed (`serve`, with a memory output).
    public var memory: BuildMemory?

    public init(options: BuildOptions) {
        self.options = options
    }

    public func run() -> BuildReport {
        let start = DispatchTime.now().uptimeNanoseconds
        var report = build()
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return report
    }

    private func build() -> BuildReport {
        var report = BuildReport()
        let clock: SiteClock
        if let given = options.clock {
            clock = given
        } else {
            do { clock = try SiteClock.current() } catch {
                report.diagnostics.append(error.diagnostic)
                return report
            }
        }
        // Whole seconds, as the state remembers the moment an output was made for.
        let now = Int64(clock.now.timeIntervalSince1970.rounded(.down))
        var claim: OutputClaim?
        var inputs: InputStamps?
        if options.write && output == nil {
            do {
                claim = try OutputClaim(output: options.output, siteFolder: options.site.root, force: options.force,
                                        displayPath: options.outputDisplay, lockTimeout: options.lockTimeout)
            } catch {
                report.diagnostics.append(error.diagnostic)
                return report
            }
            // Stamped only once the lock is held: a change made after this
            // moment is seen by the next build.
            inputs = InputStamps(options: options)
            if let inputs, inputs.trustworthy, let summary = claim?.unchanged(inputs: inputs.files, settings: inputs.settings,
                                                                                   now: now) {
                report.versions = summary.versions
                report.files = summary.files
                report.diagnostics = summary.diagnostics
                report.upToDate = true
                claim?.lock.release()
                LateRelease.hand((claim, inputs))
                return report
            }
        }
        // The staging folder is made ready (its state read, its files looked
        // at) on another thread while the site is read.
        var preparing = claim.map { claim in
            Background { () -> Result<StagingOutput, OutputError> in
                do throws(OutputError) { return .success(try StagingOutput(claim: claim)) } catch { return .failure(error) }
            }
        }
        /// Lets go of the staging folder of a build that stops early.
        func abandon() -> BuildReport {
            if case .success(let staging)? = preparing?.wait() { staging.discard(keepingLock: true) }
            return report
        }
        var loader = ContentLoader(site: options.site)
        loader.includeDrafts = options.drafts
        loader.baseURLOverride = options.baseURL
        loader.publishing = options.publishing(now: clock.now)
        var context: BuildContext?
        // A build that writes through a staging folder starts from what the
        // previous build of the output saved under the same context (or
        // from nothing) and saves what it did for the next one.
        let memory = self.memory ?? claim.map { claim in
            inputs.flatMap(BuildContext.init).flatMap {
                SavedMemory.load(from: claim.siblings.memory, token: claim.state.memory, output: claim.output.path,
                                 context: $0.leavingOutConfiguration)
            } ?? BuildMemory.saved()
        }
        if let memory {
            let stamps = inputs ?? InputStamps(options: options)
            context = BuildContext(stamps)
            memory.parsed.begin(context: context, stamps: stamps.versionFiles, since: claim.map { $0.lock.since })
            loader.parsed = memory.parsed
            loader.checkedLinks = memory.checkedLinks
        }
        let site = loader.load()
        report.diagnostics = site.diagnostics
        report.baseURL = site.config.baseURL
        let theme: Theme
        do { theme = try Theme.load(site: options.site) } catch {
            report.diagnostics += Diagnostic.all(reporting: error)
            return abandon()
        }
        guard !site.hasErrors else { return abandon() }
        // `check` warns about store texts over their limits, for exactly the
        // texts `export fastlane` would refuse (docs/channels.md), and reports what
        // each further language shows untranslated. `build` does not: a site
        // that never goes to the stores would hear of them on every build.
        if !options.write {
            report.diagnostics += StoreTextPlan.checkWarnings(for: site)
            report.diagnostics += TranslationCoverage.warnings(for: site, configPath: options.site.display(SiteConfig.fileName))
            report.diagnostics += ReleasedFragments.warnings(site.fragments, in: site.releases)
            report.diagnostics += ScheduledRelease.notes(site.scheduled, timeZone: site.config.timeZone)
        }
        report.versions = site.releases.count
        report.nextPublication = site.scheduled.first?.moment
        let plan = SitePlan(site: site, theme: theme)
        // Files are kept by the stamps of everything else the build read,
        // `notesite.yml` included, so those must have settled too.
        let settled = context.flatMap { memory?.parsed.settled($0) == true ? $0 : nil }
        let earlier = memory?.render.begin(under: plan.key(context: settled))
        // Planned while the staging folder may still be looked at.
        var jobs = plan.jobs(assetsFolder: options.site.content.appendingPathComponent("assets"), memory: memory?.render)
        var staging: StagingOutput?
        switch preparing?.wait() {
        case .success(let prepared)?: staging = prepared
        case .failure(let error)?:
            // The memory began a build that makes nothing.
            memory?.render.finish(with: nil)
            report.diagnostics.append(error.diagnostic)
            return report
        default: break
        }
        let reused = Counter()
        do {
            report.files = try plan.produce(jobs, into: output ?? staging, progress: progress, earlier: earlier, reused: reused)
            if let file = memory?.file {
                report.savedReleasesRead = file.restsRead
                if file.unreadable {
                    if let claim { unlink(claim.siblings.memory) }
                    throw SavedMemory.Unreadable(output: options.outputDisplay)
                }
            }
            memory?.render.reusedFiles = reused.count
            report.searchTermsMade = memory?.render.searchTermsMade ?? 0
            report.reusedFiles = reused.count
            report.reusedVersions = memory?.reusedVersions ?? 0
            // The next build may reuse these files only if this one is accepted.
            memory?.render.finish(with: report.succeeded ? SitePlan.inputs(of: jobs, keeping: earlier?.inputs) : nil)
            // The jobs are done with: let go of on another thread while the
            // output is finished, whose tables they would otherwise sit beside
            // at the build's peak.
            LateRelease.hand(jobs)
            jobs = []
            // What the build said is kept with what it was made from, and
            // said again by a next build that finds nothing changed.
            if context != nil, report.succeeded { staging?.memory = memory }
            if let inputs, inputs.trustworthy, report.succeeded {
                staging?.remembered = (inputs.files, inputs.settings,
                                       OutputState.Summary(versions: report.versions, files: report.files, diagnostics: report.diagnostics,
                                                           nextPublication: site.scheduled.first.map { Int64($0.moment.timeIntervalSince1970.rounded(.up)) },
                                                           now: now))
            }
            try staging?.commit()
        } catch {
            staging?.discard()
            memory?.render.finish(with: nil)
            report.diagnostics.append(Diagnostic(reporting: error))
        }
        // Handed over, not copied: a copy left here could be the last to go,
        // and would be taken apart on this thread after all.
        loader.parsed = nil
        loader.checkedLinks = nil
        // The staging output is held by its preparation too, and the claim
        // shares the state it read: the last of them to go takes the tables
        // of 31,000 files apart.
        let prepared = preparing
        preparing = nil
        LateRelease.hand((consume site, consume plan, jobs, consume memory, consume staging, consume earlier,
                          consume prepared, consume claim, consume inputs))
        return report
    }
}
