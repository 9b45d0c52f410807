import Foundation
import NoteSiteBuild
import NoteSiteOutput
import NoteSiteContent

/// `notesite clean`: removes the output and notesite's siblings beside it.
struct CleanCommand {
    var arguments: [String]
    var values: [String: String]

    func run() -> Int32 {
        let site = SitePaths(given: arguments.first ?? ".")
        let display: String
        let output: URL
        if let o = values["output"] {
            display = o
            output = URL(fileURLWithPath: o).standardizedFileURL
        } else {
            display = site.display("_site")
            output = site.root.appendingPathComponent("_site")
        }
        do {
            let removed = try OutputCleaner.clean(output: output, siteFolder: site.root, displayPath: display)
            Console.error(removed ? "Removed \(display)/ and what notesite kept beside it.\n" : "Nothing to remove at \(display)/.\n")
            return 0
        } catch {
            Console.error(error.diagnostic.text + "\n")
            return 1
        }
    }
}
