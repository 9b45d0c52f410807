import Foundation
import NoteSiteDiagnostics
import NoteSiteSupport

/// Version files parsed by an earlier build in the same process (`serve`),
/// each kept with the stamp it had when read. A build asks for a file by
/// name and stamp and gets the earlier result only if nothing else that
/// parsing reads has changed either (`context`), so an edit to one version
/// file costs one parse, not one per version.
///
/// A stamp proves nothing about a file written again within the file
/// system's clock tick, so a file is kept only when its last change is
/// older than the moment its build began reading, by a margin wider than
/// any tick: a later write then always shows in its stamp.
public final class ParsedVersions: @unchecked Sendable {
    package struct Entry {
        package var stamp: FileStamp
        package var release: Release
        package var warnings: [Diagnostic]

        package init(stamp: FileStamp, release: Release, warnings: [Diagnostic]) {
            self.stamp = stamp
            self.release = release
            self.warnings = warnings
        }
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    /// What parsing read besides the version files when the entries were
    /// made: every other input's stamp but `notesite.yml`'s, whose part in
    /// parsing is `settings`.
    private var context: BuildContext?
    /// The values of `notesite.yml` that parsing reads (`parseSettings`).
    private var settings: String?
    /// File-system time (ns) when the current build began reading.
    private var readStart: Int64 = 0
    /// How much older than `readStart` a file must be to be kept.
    private var margin: Int64 = settleMargin
    /// The stamps taken for the current build, by file name.
    private var given: [String: FileStamp] = [:]
    /// Kept entries reused by the current build, for tests and the log.
    package private(set) var reused = 0

    /// Files changed less than this long before a build began are not kept.
    static let settleMargin: Int64 = 50_000_000

    public init() {}

    /// Called once per build before any lookup: drops every entry when the
    /// context changed, and keeps nothing new while the context is unknown
    /// or has just changed (see `BuildContext.settled`).
    /// `stamps` are the version files' stamps already taken for this build,
    /// by file name, so that they are not asked for twice.
    /// `since`, when given, is a time read from the file system's own clock
    /// before anything was read (a build's lock file): a file last changed
    /// before it was read after that change, so no margin is needed.
    package func begin(context: BuildContext?, stamps: [String: FileStamp] = [:], since: Int64? = nil) {
        let context = context?.leavingOutConfiguration
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let start = since ?? Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
        let margin = since == nil ? Self.settleMargin : 0
        let usable = context.flatMap { $0.settled(before: start, margin: margin) ? $0 : nil }
        lock.withLock {
            if self.context == nil || self.context != usable { entries = [:] }
            self.context = usable
            readStart = start
            self.margin = margin
            reused = 0
            given = stamps
        }
    }

    /// The stamp of the version file `name` taken for this build, if any.
    func stamp(of name: String) -> FileStamp? {
        lock.withLock { given[name] }
    }

    /// True when every stamp of `context` is older than the current build's
    /// start by the margin it uses: what was read of those files then is
    /// what their stamps stand for.
    package func settled(_ context: BuildContext) -> Bool {
        lock.withLock { context.settled(before: readStart, margin: margin) }
    }

    /// The earlier result for the file named `name` if it still has `stamp`.
    func lookup(_ name: String, stamp: FileStamp) -> (Release?, [Diagnostic])? {
        lock.withLock {
            guard let entry = entries[name], entry.stamp == stamp else { return nil }
            reused += 1
            return (entry.release, entry.warnings)
        }
    }

    /// Keeps a successful parse of a file that has settled.
    func store(_ name: String, stamp: FileStamp, result: (Release?, [Diagnostic])) {
        lock.withLock {
            guard context != nil, let release = result.0, !result.1.contains(where: { $0.severity == .error }),
                  stamp.isOlder(than: readStart - margin) else {
                entries[name] = nil
                return
            }
            entries[name] = Entry(stamp: stamp, release: release, warnings: result.1)
        }
    }

    /// The context and the kept entries, for `SavedMemory`.
    package var saved: (context: BuildContext?, settings: String?, entries: [String: Entry]) {
        get { lock.withLock { (context, settings, entries) } }
        set { lock.withLock { (context, settings, entries) = newValue } }
    }

    /// Called once the configuration is read, before any lookup: drops
    /// every entry made under other settings.
    func confirm(settings: String) {
        lock.withLock {
            if self.settings != settings { entries = [:] }
            self.settings = settings
        }
    }

    /// Forgets the files not listed in `names` (removed since).
    func keep(only names: Set<String>) {
        lock.withLock {
            let gone = entries.keys.filter { !names.contains($0) }
            for name in gone { entries[name] = nil }
        }
    }
}
