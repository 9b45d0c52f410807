import Foundation
import NoteSiteBuild
import NoteSiteDiagnostics
import NoteSiteOutput
import NoteSiteContent

/// Builds the site into memory and hands the result to the live site and the
/// open pages. Builds run one at a time, on the caller's thread.
final class Rebuilder: @unchecked Sendable {
    private let site: SitePaths
    private let drafts: Bool
    private let audiences: [String]
    private let future: Bool
    private let live: LiveSite
    private let channel: ReloadChannel
    private let log: @Sendable (String) -> Void
    /// The last good build's files, which the next build compares against.
    private var previous: [String: MemoryOutput.File] = [:]
    /// What the last builds parsed and made, so a rebuild redoes only what changed.
    private let memory = BuildMemory()
    /// The diagnostics printed last, which are not printed again while they stay the same.
    private var printed: [String] = []
    /// Asks for a build without a changed file: called when a scheduled
    /// version's moment comes (docs/serve.md).
    var requestBuild: (@Sendable ([String]) -> Void)?
    /// The moment a build is already asked for, so that each is asked once.
    private var pendingPublication: Date?
    /// What a build asked for by the clock gives as its changed paths.
    static let publicationCause = "(a scheduled version's moment)"
    /// At most this many diagnostics are printed at once, as `build` does.
    static let printLimit = 200

    init(site: SitePaths, drafts: Bool, audiences: [String] = [], future: Bool = false, live: LiveSite, channel: ReloadChannel,
         log: @escaping @Sendable (String) -> Void) {
        self.site = site
        self.drafts = drafts
        self.audiences = audiences
        self.future = future
        self.live = live
        self.channel = channel
        self.log = log
    }

    /// Builds once; `changes` are the site-relative paths that caused it
    /// (empty for the first build). Returns whether the build succeeded.
    @discardableResult
    func build(after changes: [String]) -> Bool {
        // Only the output hook is used: nothing is written to disk.
        var options = BuildOptions(site: site, output: site.root.appendingPathComponent("_site"), outputDisplay: site.display("_site"))
        options.drafts = drafts
        options.audiences = audiences
        options.future = future
        let output = MemoryOutput(previous: previous)
        var builder = SiteBuilder(options: options)
        builder.output = output
        builder.memory = memory
        let report = builder.run()
        defer { MemoryRelease.afterBuild() }
        let texts = Self.sorted(report.diagnostics).map(\.text)
        let seconds = String(format: "%.2f s", report.seconds)
        let cause = Self.describe(changes)
        printIfNew(texts)
        guard report.succeeded else {
            let errors = report.diagnostics.filter { $0.severity == .error }.count
            log("Build failed\(cause) in \(seconds): \(errors) error\(errors == 1 ? "" : "s"); \(previous.isEmpty ? "nothing to serve yet" : "still serving the last good build").")
            channel.broadcast(live.fail(problems: texts))
            return false
        }
        schedule(report.nextPublication)
        let files = output.files
        let changed = output.changedPaths
        previous = files
        let event = live.publish(files: files, changed: changed, mount: Self.mount(of: report.baseURL))
        channel.broadcast(event)
        if changes.isEmpty {
            log("Built \(report.versions) version\(report.versions == 1 ? "" : "s") into \(files.count) files in memory in \(seconds).")
        } else {
            log("Rebuilt\(cause) in \(seconds): \(changed.count) of \(files.count) files changed.")
        }
        return true
    }

    /// Asks for a build at `moment`, when the clock is the real one: with
    /// `SOURCE_DATE_EPOCH` set, now never comes closer to it.
    private func schedule(_ moment: Date?) {
        guard let moment, moment != pendingPublication, let requestBuild,
              ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"] == nil else { return }
        pendingPublication = moment
        let delay = max(0, moment.timeIntervalSinceNow) + 0.5
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) { requestBuild([Self.publicationCause]) }
    }

    /// Prints the diagnostics unless they are the ones printed last: the
    /// same warnings after every save would bury what changed.
    private func printIfNew(_ texts: [String]) {
        guard texts != printed else { return }
        printed = texts
        for text in texts.prefix(Self.printLimit) { log(text) }
        if texts.count > Self.printLimit { log("… and \(texts.count - Self.printLimit) more.") }
    }

    /// " after a.md changed", " after a.md and 2 more changed".
    static func describe(_ changes: [String]) -> String {
        guard let first = changes.first else { return "" }
        if changes == [publicationCause] { return " as a scheduled version's moment came" }
        return changes.count == 1 ? " after \(first) changed" : " after \(first) and \(changes.count - 1) more changed"
    }

    /// The decoded path of `baseURL`, with a slash at each end: where the site is served.
    static func mount(of baseURL: String?) -> String {
        guard let baseURL, let path = URLComponents(string: baseURL)?.path, !path.isEmpty else { return "/" }
        var mount = path.hasPrefix("/") ? path : "/" + path
        if !mount.hasSuffix("/") { mount += "/" }
        return mount
    }

    /// In the order `build` prints them: by file, line and column.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let ka = (a.element.path ?? "", a.element.line ?? 0, a.element.column ?? 0, a.offset)
            let kb = (b.element.path ?? "", b.element.line ?? 0, b.element.column ?? 0, b.offset)
            return ka < kb
        }.map(\.element)
    }
}
