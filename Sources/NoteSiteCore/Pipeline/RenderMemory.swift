import Foundation

/// What each output file was made from by the last good build in this
/// process (`serve`), so that the next build makes again only the files
/// whose inputs changed and takes every other one from the previous output
/// as it is. A file's inputs are the releases it shows (`JobInputs`); what
/// every file may read besides them (the configuration, templates, icons,
/// the settings, and the outline of every version list, which places pages
/// and links between them) is the plan's key: when that changed, every file
/// is made again.
public final class RenderMemory: @unchecked Sendable {
    struct Snapshot: Sendable {
        var key: PlanKey
        var inputs: [String: JobInputs]
    }

    private(set) var last: Snapshot?
    /// Files the current build took from the previous output, for tests and the log.
    public internal(set) var reusedFiles = 0

    public init() {}

    /// Each language's notes.json lines, valid under `notesKey`.
    private var notes: [String: NotesLines] = [:]
    private var notesKey: PlanKey?
    private let lock = NSLock()

    /// The notes.json lines of the language folder `prefix` under `key`;
    /// nil without a key. A new key starts every language afresh.
    func notesLines(prefix: String, under key: PlanKey?) -> NotesLines? {
        guard let key else { return nil }
        return lock.withLock {
            if notesKey != key {
                notes = [:]
                notesKey = key
            }
            if let lines = notes[prefix] { return lines }
            let lines = NotesLines()
            notes[prefix] = lines
            return lines
        }
    }

    /// What the previous good build knew, when made under `key`.
    func inputs(under key: PlanKey?) -> [String: JobInputs]? {
        guard let key, let last, last.key == key else { return nil }
        return last.inputs
    }

    /// Remembers a build whose output was accepted.
    func remember(_ snapshot: Snapshot?) {
        last = snapshot
    }
}

/// The inputs of one output file besides the plan's key: the releases it
/// shows, compared in full, build metadata of their versions included; or,
/// for a file that shows only a little of each of many releases (a date, a
/// title), those facts.
struct JobInputs: Equatable, Sendable {
    var releases: [Release] = []
    var facts: [String] = []

    init(_ releases: [Release]) {
        self.releases = releases
    }

    init(facts: [String]) {
        self.facts = facts
    }

    static func == (a: JobInputs, b: JobInputs) -> Bool {
        a.facts == b.facts && a.releases.count == b.releases.count
            && zip(a.releases, b.releases).allSatisfy { $0 == $1 && $0.version.fullText == $1.version.fullText }
    }
}

/// What every file of a build may read besides its own releases.
struct PlanKey: Equatable, Sendable {
    var context: BuildContext
    /// Per language, every listed version as the pages place it.
    var outline: [[Outline]]

    /// What pages show of a release that is not theirs: its place, its
    /// version, whether it links to another language, its labels, and
    /// whether the widget and the current version may pick it.
    struct Outline: Equatable, Sendable {
        var version: String
        var fallsBack: Bool
        var isDraft: Bool
        var isYanked: Bool
        var labels: [String]

        init(_ release: Release) {
            version = release.version.fullText
            fallsBack = release.fallsBack
            isDraft = release.isDraft
            isYanked = release.isYanked
            labels = release.filterLabels
        }
    }
}
