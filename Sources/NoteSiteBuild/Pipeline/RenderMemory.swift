import Foundation
import NoteSiteContent
import NoteSiteRender
import NoteSiteSupport

/// What each output file was made from by the last good build in this
/// process (`serve`), so that the next build makes again only the files
/// whose inputs changed and takes every other one from the previous output
/// as it is. A file's inputs are the releases it shows (`JobInputs`); what
/// every file may read besides them (the configuration, templates, icons,
/// the settings, and the outline of every version list, which places pages
/// and links between them) is the plan's key: when that changed, every file
/// is made again.
public final class RenderMemory: @unchecked Sendable {
    private let lock = NSLock()
    /// The key the kept inputs and lines were made under.
    private var key: PlanKey?
    /// What the last accepted build's files were made from, by path.
    private var inputs: [String: JobInputs]?
    /// Each language's notes.json lines, by language folder.
    private var notes: [String: NotesLines] = [:]
    /// Each language's search terms, by language folder.
    private var search: [String: SearchTerms] = [:]
    /// The terms of a saved memory while they are read (`SavedMemory`),
    /// waited for when they are first asked for.
    private var reading: Background<[String: SearchTerms]>?
    /// False where the lines are read from the previous output's file
    /// instead (`SavedMemory`): they are the size of notes.json itself.
    var keepsNotesLines = true
    /// Files the current build took from the previous output, for tests and the log.
    public internal(set) var reusedFiles = 0

    public init() {}

    /// Starts a build under `key` (nil: nothing can be kept) and returns
    /// what the last accepted build's files were made from, if that build
    /// had the same context. A build under another context drops
    /// everything kept; one with another outline keeps what does not read
    /// it (the notes.json lines, the files of outline-free jobs).
    func begin(under key: PlanKey?) -> EarlierBuild? {
        lock.withLock {
            let old = self.key
            self.key = key
            guard let key, let old, key.context == old.context else {
                inputs = nil
                notes = [:]
                search = [:]
                reading = nil
                return nil
            }
            return inputs.map { EarlierBuild(inputs: $0, sameOutline: key.outline == old.outline) }
        }
    }

    /// The notes.json lines of the language folder `prefix` under the
    /// current key; nil without one.
    func notesLines(prefix: String) -> NotesLines? {
        lock.withLock {
            guard key != nil else { return nil }
            if let lines = notes[prefix] { return lines }
            let lines = keepsNotesLines ? NotesLines() : NotesLines(earlier: nil)
            notes[prefix] = lines
            return lines
        }
    }

    /// The search terms of the language folder `prefix` under the current
    /// key; nil without one.
    func searchTerms(prefix: String) -> SearchTerms? {
        settleSearch()
        return lock.withLock {
            guard key != nil else { return nil }
            if let terms = search[prefix] { return terms }
            let terms = SearchTerms()
            search[prefix] = terms
            return terms
        }
    }

    /// How many versions' search terms the current build made, in every
    /// language, rather than took from memory.
    var searchTermsMade: Int { lock.withLock { search.values.reduce(0) { $0 + $1.made } } }

    /// Each language's search terms, for `SavedMemory`.
    var savedSearch: [String: SearchTerms] {
        settleSearch()
        return lock.withLock { search }
    }

    /// Takes the terms of a saved memory, read on another thread.
    func restoreSearch(_ terms: Background<[String: SearchTerms]>) {
        lock.withLock {
            search = [:]
            reading = terms
        }
    }

    /// Waits for the terms a saved memory is reading, if any, outside the
    /// lock (the rest of the plan goes on meanwhile), and takes them if
    /// they are still the ones awaited: a build under another context
    /// dropped them.
    private func settleSearch() {
        guard let pending = lock.withLock({ reading }) else { return }
        let terms = pending.wait()
        lock.withLock {
            if reading === pending {
                search = terms
                reading = nil
            }
        }
    }

    /// The key, the kept inputs and the notes.json lines, for `SavedMemory`.
    var saved: (key: PlanKey?, inputs: [String: JobInputs]?, notes: [String: NotesLines]) {
        get { lock.withLock { (key, inputs, notes) } }
        set { lock.withLock { (key, inputs, notes) = newValue } }
    }

    /// Ends the build: `inputs` are its files' inputs when its output was
    /// accepted, nil when it was not (the next build then makes everything).
    func finish(with inputs: [String: JobInputs]?) {
        lock.withLock { self.inputs = inputs }
    }
}

/// What the previous build's files were made from, under the same context.
struct EarlierBuild: Sendable {
    var inputs: [String: JobInputs]
    /// True when every version list is placed as before.
    var sameOutline: Bool

    /// True when `job`'s files would be made as before: its releases and
    /// facts are as they were, and so are the releases it shows a part of,
    /// or else the data it makes of them (`FileData`). A file that shows a
    /// part of releases but makes no data of them is made again when one
    /// changed; the output keeps it if its bytes are the same.
    func holds(_ job: SitePlan.Job) -> Bool {
        guard sameOutline || job.outlineFree, let old = inputs[job.path], old.releases == job.inputs.releases,
              old.facts == job.inputs.facts else { return false }
        if old.partial == job.inputs.partial { return true }
        guard let data = job.data, let digest = old.digest else { return false }
        return data.digest == digest
    }
}

/// The inputs of one output file besides the plan's key: the releases it
/// shows, compared in full; the releases it shows a part of, with the
/// digest of the data it made of them; and facts, values that are no
/// release: what an outline-free file reads of the outline (which
/// languages have the page), the digest of the Unreleased section, a
/// search file's digest.
struct JobInputs: Equatable, Sendable {
    var releases: [Release] = []
    var facts: [String] = []
    /// The releases the file shows a part of (a date, a title): when one
    /// of them changed, the file is kept if `digest` is as before.
    var partial: [Release] = []
    /// The digest of the data made of `partial`, once known.
    var digest: String?

    init(_ releases: [Release]) {
        self.releases = releases
    }

    init(facts: [String]) {
        self.facts = facts
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
        /// Every page and the widget read these of every release.
        var platforms: [String]?
        var audience: [String]

        init(_ release: Release) {
            version = release.version.fullText
            fallsBack = release.fallsBack
            isDraft = release.isDraft
            isYanked = release.isYanked
            labels = release.filterLabels
            platforms = release.platforms
            audience = release.audience
        }
    }
}
