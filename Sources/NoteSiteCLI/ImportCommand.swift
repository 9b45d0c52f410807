import Foundation
import NoteSiteBuild
import NoteSiteDiagnostics
import NoteSiteContent
import NoteSiteChannels

/// `notesite import <format> <file> [<site-dir>]`.
struct ImportCommand {
    var arguments: [String]
    var values: [String: String]
    var flags: Set<String>

    func run() -> Int32 {
        guard let format = ImportFormat(rawValue: arguments[0]) else {
            Console.error(Self.unknownFormat(arguments[0], among: ImportFormat.allCases.map(\.rawValue)).text + "\n")
            // An unknown format is a malformed command line, as an unknown command is.
            return 64
        }
        let site = SitePaths(given: arguments.count > 2 ? arguments[2] : ".")
        var importer = Importer(format: format, source: arguments[1], site: site)
        importer.options.force = flags.contains("force")
        importer.isStarterFile = Starter.isUntouchedVersionFile
        if let raw = values["unreleased"] {
            do { importer.options.unreleasedVersion = try SemanticVersion(frontMatter: raw) } catch {
                Console.error(Diagnostic(path: "--unreleased", message: error.message, hint: error.hint).text + "\n")
                return 1
            }
        }
        let outcome = importer.run()
        for diagnostic in outcome.diagnostics { Console.error(diagnostic.text + "\n") }
        guard outcome.succeeded else {
            let errors = outcome.diagnostics.filter { $0.severity == .error }.count
            Console.error("Import failed: \(BuildCommand.count(errors, "error")); nothing was written.\n")
            return 1
        }
        for (file, line) in outcome.written { Console.error("Wrote \(site.display(file)) (\(importer.source):\(line))\n") }
        let fragments = outcome.written.filter { $0.file.hasPrefix("content/\(Fragment.folder)/") }.count
        let drafts = outcome.drafts == 0 ? "" : " (\(outcome.drafts) as \(outcome.drafts == 1 ? "a draft" : "drafts"))"
        Console.error("Imported \(BuildCommand.count(outcome.written.count - fragments, "version"))\(drafts)"
                      + (fragments > 0 ? " and \(BuildCommand.count(fragments, "unreleased change"))" : "") + ".\n")
        return 0
    }

    /// An unknown format is an error of the run (exit 1), naming the formats there are.
    static func unknownFormat(_ name: String, among names: [String]) -> Diagnostic {
        var hint = "use one of: " + names.joined(separator: ", ")
        if let near = Suggestion.closest(to: name, among: names) { hint = "did you mean '\(near)'? " + hint }
        return Diagnostic(message: "unknown format '\(name)'", hint: hint)
    }
}
