import Foundation
import NoteSiteBuild
import NoteSiteOutput

/// What the preview serves right now: the last good build's files, the
/// problems of the latest build, and which files each build changed, so a
/// page that reconnects learns what it missed.
final class LiveSite: @unchecked Sendable {
    struct State: Sendable {
        var files: [String: MemoryOutput.File] = [:]
        /// The decoded path the site is served under, ending in "/".
        var mount = "/"
        /// The latest build's errors as printed; empty after a good build.
        var problems: [String] = []
        /// Counts builds, good or not.
        var generation = 0
        /// Whether any build succeeded yet.
        var hasBuilt = false
    }

    /// Tells pages from one run of `serve` apart from another's.
    let instance: String
    private let lock = NSLock()
    private var current = State()
    /// The paths each generation changed; `nil` for "everything".
    private var history: [Int: [String]?] = [:]
    /// Generations remembered for pages that reconnect; older ones reload.
    static let remembered = 200
    /// More changed paths than this are sent as "everything".
    static let pathLimit = 2000

    init(instance: String = String(UInt64.random(in: 1...UInt64.max), radix: 36)) {
        self.instance = instance
    }

    var state: State { lock.withLock { current } }

    /// Serves a good build; returns the event that tells pages about it.
    func publish(files: [String: MemoryOutput.File], changed: [String], mount: String) -> ReloadEvent {
        lock.withLock {
            // A changed mount moves every page; the first good build replaces
            // the placeholder that stood in for all of them.
            let everything = !current.hasBuilt || mount != current.mount
            current.files = files
            current.mount = mount
            current.problems = []
            current.hasBuilt = true
            return record(everything || changed.count > Self.pathLimit ? nil : changed)
        }
    }

    /// Keeps the last good build and reports the problems over it.
    func fail(problems: [String]) -> ReloadEvent {
        lock.withLock {
            current.problems = problems
            return record([])
        }
    }

    private func record(_ paths: [String]?) -> ReloadEvent {
        current.generation += 1
        history[current.generation] = paths
        history[current.generation - Self.remembered] = nil
        return ReloadEvent(id: eventID(current.generation), paths: paths, problems: current.problems)
    }

    /// What a page served at event `id` has missed: the paths changed since
    /// (nil: reload, the page is from another run or too old) and the problems now.
    func catchUp(since id: String?) -> ReloadEvent {
        lock.withLock {
            var paths: [String]? = nil
            if let id, let generation = generation(of: id), generation <= current.generation {
                var union = Set<String>()
                var known = true
                for g in (generation + 1)...max(generation + 1, current.generation) where g <= current.generation {
                    guard let changed = history[g], let list = changed else { known = false; break }
                    union.formUnion(list)
                }
                if known && union.count <= Self.pathLimit { paths = union.sorted() }
            }
            return ReloadEvent(id: eventID(current.generation), paths: paths, problems: current.problems)
        }
    }

    /// The event id of the state now, which pages are served with.
    var latestID: String { lock.withLock { eventID(current.generation) } }

    private func eventID(_ generation: Int) -> String { "\(instance).\(generation)" }

    private func generation(of id: String) -> Int? {
        let parts = id.split(separator: ".")
        guard parts.count == 2, parts[0] == instance else { return nil }
        return Int(parts[1])
    }
}
