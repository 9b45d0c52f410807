import Foundation
import NoteSiteBuild
import NoteSiteDiagnostics
import NoteSiteOutput
import NoteSiteContent

/// `notesite build` and `notesite check`.
struct BuildCommand {
    var arguments: [String]
    var values: [String: String]
    var flags: Set<String>
    var checkOnly: Bool

    /// At most this many diagnostics are printed; the summary counts them all.
    static let diagnosticCap = 200

    func run() -> Int32 {
        let given = arguments.first ?? "."
        let site = SitePaths(given: given)
        let github = values["format"] == "github"
        if let missing = site.missingFolder() {
            report([missing], github: github)
            return 1
        }
        let outputDisplay: String
        let output: URL
        if let o = values["output"] {
            guard !o.isEmpty else {
                report([OutputError(path: o, reason: .emptyPath).diagnostic], github: github)
                return 1
            }
            outputDisplay = o
            output = URL(fileURLWithPath: o).standardizedFileURL
        } else {
            outputDisplay = site.display("_site")
            output = site.root.appendingPathComponent("_site")
        }
        var options = BuildOptions(site: site, output: output, outputDisplay: outputDisplay)
        options.baseURL = values["base-url"]
        options.drafts = flags.contains("drafts")
        switch PublishingOptions.audiences(values["audience"]) {
        case .success(let words): options.audiences = words
        case .failure(let problem):
            report([problem], github: github)
            return 1
        }
        options.future = flags.contains("future")
        options.force = flags.contains("force")
        options.write = !checkOnly
        if !checkOnly { Interruption.install() }
        var builder = SiteBuilder(options: options)
        let quiet = flags.contains("quiet")
        if !checkOnly && !quiet && Console.errorIsTerminal {
            builder.progress = { done, total in
                if done == total || done % 500 == 0 { Console.error("\r\u{1B}[2KWriting \(done)/\(total) files") }
                if done == total { Console.error("\r\u{1B}[2K") }
            }
        }
        let result = builder.run()
        report(result.diagnostics, github: github)
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        let warnings = result.diagnostics.filter { $0.severity == .warning }.count
        if !result.succeeded {
            Console.error("\(checkOnly ? "Check" : "Build") failed: \(Self.count(errors, "error")), \(Self.count(warnings, "warning")).\n")
            return 1
        }
        if checkOnly {
            if !quiet { Console.error("Checked \(Self.count(result.versions, "version")): no errors, \(Self.count(warnings, "warning")).\n") }
        } else if !quiet {
            let seconds = String(format: "%.2f", result.seconds)
            Console.error("Built \(Self.count(result.versions, "version")) into \(result.files) files in \(seconds) s -> \(outputDisplay)/\n")
        }
        return 0
    }

    private func report(_ diagnostics: [Diagnostic], github: Bool) {
        let sorted = diagnostics.enumerated().sorted { a, b in
            let ka = (a.element.path ?? "", a.element.line ?? 0, a.element.column ?? 0, a.offset)
            let kb = (b.element.path ?? "", b.element.line ?? 0, b.element.column ?? 0, b.offset)
            return ka < kb
        }.map(\.element)
        for d in sorted.prefix(Self.diagnosticCap) {
            if github { Console.out(d.githubAnnotation + "\n") } else { Console.error(d.text + "\n") }
        }
        if sorted.count > Self.diagnosticCap {
            Console.error("… and \(sorted.count - Self.diagnosticCap) more.\n")
        }
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
