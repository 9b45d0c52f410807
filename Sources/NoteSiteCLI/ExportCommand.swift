import Foundation
import NoteSiteBuild
import NoteSiteDiagnostics
import NoteSiteContent
import NoteSiteChannels

/// `notesite export <format> [<site-dir>] [-o <dir>] [--version <v>] [--base-url <url>]`.
struct ExportCommand {
    var arguments: [String]
    var values: [String: String]
    var flags: Set<String> = []

    func run() -> Int32 {
        guard let format = ExportFormat(rawValue: arguments[0]) else {
            Console.error(ImportCommand.unknownFormat(arguments[0], among: ExportFormat.allCases.map(\.rawValue)).text + "\n")
            // An unknown format is a malformed command line, as an unknown command is.
            return 64
        }
        let site = SitePaths(given: arguments.count > 1 ? arguments[1] : ".")
        let outputDisplay = values["output"] ?? site.display("_export")
        let output = values["output"].map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? site.root.appendingPathComponent("_export")
        var exporter = Exporter(format: format, site: site, output: output, outputDisplay: outputDisplay)
        exporter.baseURLOverride = values["base-url"]
        switch PublishingOptions.audiences(values["audience"]) {
        case .success(let words): exporter.audiences = words
        case .failure(let problem):
            Console.error(problem.text + "\n")
            return 1
        }
        exporter.future = flags.contains("future")
        exporter.drafts = flags.contains("drafts")
        exporter.platform = values["platform"]
        do { exporter.now = try SiteClock.current().now } catch {
            Console.error(error.diagnostic.text + "\n")
            return 1
        }
        if let raw = values["version"] {
            do { exporter.only = try SemanticVersion(frontMatter: raw) } catch {
                Console.error(Diagnostic(path: "--version", message: error.message, hint: error.hint).text + "\n")
                return 1
            }
        }
        let outcome = exporter.run()
        for diagnostic in outcome.diagnostics { Console.error(diagnostic.text + "\n") }
        guard outcome.succeeded else {
            let errors = outcome.diagnostics.filter { $0.severity == .error }.count
            Console.error("Export failed: \(BuildCommand.count(errors, "error")); nothing was written.\n")
            return 1
        }
        let folder = outputDisplay.hasSuffix("/") ? outputDisplay : outputDisplay + "/"
        Console.error("Exported \(BuildCommand.count(outcome.written.count, "file")) (\(format.rawValue)) into \(folder)\n")
        return 0
    }
}
