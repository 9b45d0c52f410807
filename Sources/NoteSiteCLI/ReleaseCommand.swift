import Foundation
import NoteSiteBuild
import NoteSiteDiagnostics
import NoteSiteContent
import NoteSiteChannels

/// `notesite release <version> [<site-dir>] [--date <YYYY-MM-DD>] [--title <text>] [--dry-run] [--force]`.
struct ReleaseCommand {
    var arguments: [String]
    var values: [String: String]
    var flags: Set<String>

    func run() -> Int32 {
        let version: SemanticVersion
        do { version = try SemanticVersion(frontMatter: arguments[0]) } catch {
            Console.error(Diagnostic(message: error.message, hint: error.hint).text + "\n")
            return 1
        }
        let clock: SiteClock
        do { clock = try SiteClock.current() } catch {
            Console.error(error.diagnostic.text + "\n")
            return 1
        }
        var releaser = Releaser(site: SitePaths(given: arguments.count > 1 ? arguments[1] : "."), version: version, clock: clock)
        releaser.date = values["date"]
        releaser.title = values["title"]
        releaser.force = flags.contains("force")
        let dryRun = flags.contains("dry-run")
        let outcome = releaser.run(dryRun: dryRun)
        for diagnostic in outcome.diagnostics { Console.error(diagnostic.text + "\n") }
        guard outcome.succeeded, let main = outcome.files.first else { return 1 }
        let fragments = BuildCommand.count(outcome.removed.count, "fragment file")
        if dryRun {
            Console.out(main.text)
            for file in outcome.files.dropFirst() { Console.error("Would also write \(file.path)\n") }
            Console.error("Would write \(main.path) and remove \(fragments).\n")
            return 0
        }
        for file in outcome.files { Console.error("Wrote \(file.path)\n") }
        Console.error("Released \(version.canonical): removed \(fragments) from \(releaser.site.display("content/" + Fragment.folder)).\n")
        return 0
    }
}
