import Foundation
import NoteSiteSupport
import NoteSiteDiagnostics
import NoteSiteContent

/// `notesite release <version>`: gathers the fragments of `content/unreleased/`
/// into `content/versions/<version>.md` and then removes them
/// (docs/command-line.md).
public struct Releaser: Sendable {
    public let site: SitePaths
    public let version: SemanticVersion
    /// `--date`, as given; default today in the site's time zone.
    public var date: String?
    public var title: String?
    /// Releases a version that is not above the released ones.
    public var force = false
    public var clock: SiteClock

    public init(site: SitePaths, version: SemanticVersion, clock: SiteClock) {
        self.site = site
        self.version = version
        self.clock = clock
    }

    /// What a release wrote, or would write.
    public struct Outcome: Sendable {
        /// Each file written (or that would be), with its text.
        public var files: [File] = []
        /// The fragment files removed (or that would be).
        public var removed: [File] = []
        public var diagnostics: [Diagnostic] = []
        public var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }
    }

    /// A file of the site: as the user would type its path, and below the site folder.
    public struct File: Sendable {
        public var path: String
        var relative: String
        public var text = ""
    }

    private func file(_ relative: String, text: String = "") -> File {
        File(path: site.display(relative), relative: relative, text: text)
    }

    /// Writes the version file and removes the fragments; with `dryRun`,
    /// only says what it would write.
    public func run(dryRun: Bool = false) -> Outcome {
        var outcome = plan()
        guard outcome.succeeded, !dryRun else { return outcome }
        let written = outcome.files
        outcome.files = []
        for file in written {
            do {
                try NewFile.create(site.root.appendingPathComponent(file.relative).path, contents: file.text)
                outcome.files.append(file)
            } catch {
                let message = if case .unwritable(let reason) = error { "cannot write the file: \(reason)" } else { "the file exists already" }
                outcome.diagnostics.append(Diagnostic(path: file.path, message: message,
                    hint: outcome.files.isEmpty ? "nothing was released" : "the fragments were kept; remove what was written and try again"))
                return outcome
            }
        }
        // Only now that the notes stand complete in content/versions/.
        for file in outcome.removed where unlink(site.root.appendingPathComponent(file.relative).path) != 0 && errno != ENOENT {
            outcome.diagnostics.append(Diagnostic(.warning, path: file.path, message: "cannot remove the fragment: \(String(cString: strerror(errno)))",
                                                  hint: "its text stands in the version file now: remove it by hand"))
        }
        return outcome
    }

    /// Every check, and the files that a release would write.
    func plan() -> Outcome {
        if let missing = site.missingFolder() { return Outcome(diagnostics: [missing]) }
        var loader = ContentLoader(site: site)
        loader.includeDrafts = true
        let loaded = loader.load()
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { return Outcome(diagnostics: errors) }
        let versionFile = "content/versions/\(version.canonical).md"
        if let existing = loaded.releases.first(where: { $0.version == version }) {
            return Outcome(diagnostics: [exists(existing, fragments: loaded.fragments)])
        }
        if FileManager.default.fileExists(atPath: site.root.appendingPathComponent(versionFile).path) {
            return Outcome(diagnostics: [Diagnostic(path: site.display(versionFile), message: "the file exists already",
                                                    hint: "move it aside, or choose another version")])
        }
        guard !loaded.fragments.isEmpty else {
            return Outcome(diagnostics: [Diagnostic(path: site.display("content/" + Fragment.folder),
                message: "nothing to release: there are no change fragments",
                hint: "write down each change with 'notesite add <type> <text>', e.g. notesite add fixed \"A crash on launch\"")])
        }
        let today = clock.today(in: loaded.config.timeZone)
        if !force, let problem = order(loaded.releases, today: today) { return Outcome(diagnostics: [problem]) }
        let stale = ReleasedFragments.find(loaded.fragments, in: loaded.releases)
        if !force, let (first, release) = stale.first {
            return Outcome(diagnostics: [Diagnostic(path: first.sourcePath, line: first.bodyLine, column: 1,
                message: stale.count == 1 ? "this change already stands in version \(release.version.canonical)"
                    : "this change and \(stale.count - 1) more already stand in released versions, this one in \(release.version.canonical)",
                hint: "remove " + stale.map { site.display("content/\(Fragment.folder)/" + $0.0.name) }.joined(separator: " ")
                    + " if an earlier release left them, or pass --force to release them again")])
        }
        var date = today
        if let given = self.date {
            guard given.utf8.count == 10, ReleaseDate.parse(given) == given else {
                return Outcome(diagnostics: [Diagnostic(path: "--date", message: "the date must be a real date as YYYY-MM-DD, found \"\(given)\"",
                    hint: ReleaseDate.suggestion(for: given).map { "write it as \($0)" } ?? "write it like \(today)")])
            }
            date = given
        }
        let fragments = loaded.fragments
        var outcome = Outcome()
        outcome.files.append(file(versionFile, text: ReleaseFileWriter.text(version: version, date: date, title: title, fragments: fragments)))
        for language in ReleaseFileWriter.languages(of: fragments) {
            outcome.files.append(file("content/versions/\(version.canonical).\(language).md",
                                      text: ReleaseFileWriter.translation(version: version, language: language, fragments: fragments)))
        }
        for file in outcome.files.dropFirst() where FileManager.default.fileExists(atPath: site.root.appendingPathComponent(file.relative).path) {
            outcome.diagnostics.append(Diagnostic(path: file.path, message: "the file exists already",
                                                  hint: "the fragments' translations would go into it: move it aside, or merge them by hand"))
        }
        outcome.removed = fragments.flatMap { [$0.name] + $0.translationFiles }.map { file("content/\(Fragment.folder)/" + $0) }
        return outcome
    }

    /// The error for a version that exists; when the fragments already stand
    /// in it, a release stopped after writing it, and the hint says so.
    private func exists(_ existing: Release, fragments: [Fragment]) -> Diagnostic {
        let released = ReleasedFragments.find(fragments, in: [existing]).map { site.display("content/\(Fragment.folder)/" + $0.0.name) }
        let message = "version \(version.canonical) exists already in \(existing.sourcePath)"
        guard !released.isEmpty else {
            return Diagnostic(path: existing.sourcePath, line: existing.versionLine, column: existing.versionColumn, message: message,
                              hint: "release another version, or add the changes to \(existing.sourcePath) by hand")
        }
        let all = released.count == fragments.count
        return Diagnostic(path: existing.sourcePath, line: existing.versionLine, column: existing.versionColumn, message: message,
            hint: (all ? "every fragment already stands" : "\(released.count) of the \(fragments.count) fragments already stand")
                + " in it, so an earlier release stopped before removing them: remove "
                + released.joined(separator: " ")
                + (all ? "" : ", then release the other fragments as a new version"))
    }

    /// The error for a version that is not above every released version of
    /// its major (or, when its major has none, above every released version).
    private func order(_ releases: [Release], today: String) -> Diagnostic? {
        // Released: neither a draft nor scheduled; yanked versions count.
        let released = releases.filter { !$0.isDraft && ($0.date.map { $0 <= today } ?? false) }
        let sameMajor = released.filter { $0.version.major == version.major }
        let pool = sameMajor.isEmpty ? released : sameMajor
        guard let highest = pool.max(by: { $0.version < $1.version }), !(version > highest.version) else { return nil }
        let scope = sameMajor.isEmpty ? "the highest released version" : "the highest released version of major \(version.major)"
        return Diagnostic(path: highest.sourcePath, line: highest.versionLine, column: highest.versionColumn,
                          message: "\(version.canonical) is not above \(highest.version.canonical), \(scope)",
                          hint: "release a version above \(highest.version.canonical), or pass --force to release \(version.canonical) anyway")
    }
}
