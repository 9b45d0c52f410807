import Foundation
import NoteSiteSupport
import NoteSiteDiagnostics
import NoteSiteContent

/// `notesite add`: writes one change fragment into `content/unreleased/`
/// (docs/command-line.md).
public struct ChangeAdder: Sendable {
    public let site: SitePaths
    public var draft: FragmentDraft

    public init(site: SitePaths, draft: FragmentDraft) {
        self.site = site
        self.draft = draft
    }

    public struct Outcome: Sendable {
        /// The file written, as the user would type it; nil when nothing was.
        public var written: String?
        public var diagnostics: [Diagnostic] = []
    }

    /// Checks the draft against the site's configuration and writes it under
    /// a name that no file has yet. `salt` makes the name's hash (the
    /// moment, by default).
    public func run(salt: String = "\(DispatchTime.now().uptimeNanoseconds) \(getpid())") -> Outcome {
        var outcome = Outcome()
        if let missing = site.missingFolder() { return Outcome(diagnostics: [missing]) }
        let files = ContentFiles(site: site.root)
        let config = ContentLoader(site: site).loadConfig(files, into: &outcome.diagnostics)
        guard outcome.diagnostics.isEmpty else { return outcome }
        outcome.diagnostics = problems(config: config)
        guard outcome.diagnostics.isEmpty else { return outcome }
        let folder = site.content.appendingPathComponent(Fragment.folder)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return Outcome(diagnostics: [Diagnostic(path: site.display("content/" + Fragment.folder),
                                                    message: "cannot create the folder: \(error.localizedDescription)")])
        }
        for attempt in 0..<8 {
            let name = FragmentDraft.fileName(for: draft.text, salt: salt + " \(attempt)")
            let relative = "content/\(Fragment.folder)/\(name)"
            do {
                try NewFile.create(folder.appendingPathComponent(name).path, contents: draft.fileText)
                outcome.written = site.display(relative)
                return outcome
            } catch .exists {
                continue
            } catch {
                guard case .unwritable(let reason) = error else { continue }
                return Outcome(diagnostics: [Diagnostic(path: site.display(relative), message: "cannot write the file: \(reason)")])
            }
        }
        return Outcome(diagnostics: [Diagnostic(path: site.display("content/" + Fragment.folder),
                                                message: "cannot find a free name for the fragment")])
    }

    /// The platforms and labels that the site would refuse.
    func problems(config: SiteConfig) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for word in draft.platforms where !config.platforms.contains(word) {
            problems.append(Diagnostic(path: "--platform", message: "'\(word)' is not a platform that notesite.yml declares",
                                       hint: ReleaseValidator.Check.platformHint(for: word, declared: config.platforms)))
        }
        for label in draft.labels where !ReleaseValidator.Check.isLabel(label) {
            problems.append(Diagnostic(path: "--label", message: "a label must be lower-case letters, digits and '-', found \"\(label)\"",
                                       hint: "write it as '\(ReleaseValidator.Check.suggestedLabel(label))'"))
        }
        return problems
    }
}
