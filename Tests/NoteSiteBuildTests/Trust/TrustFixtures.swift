import Foundation
@testable import NoteSiteBuild
@testable import NoteSiteDiagnostics
@testable import NoteSiteContent

/// The fixture sites of the Trust suite and the in-process way to check them.
enum TrustFixtures {
    static let invalid = Repository.root.appendingPathComponent("Tests/Fixtures/invalid")
    static let injection = Repository.root.appendingPathComponent("Tests/Fixtures/injection")
    /// The repository's own example site: `notesite.yml` and `content/` at the root.
    static let example = Repository.root

    /// The names of the invalid fixture sites, each a folder with `expected.txt`.
    static func invalidNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: invalid.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Copies the example site (configuration, content, no output) into `folder`.
    static func copyExample(into folder: TemporaryFolder, as name: String) throws -> URL {
        try folder.copy(example.appendingPathComponent("content"), to: name + "/content")
        try folder.copy(example.appendingPathComponent("notesite.yml"), to: name + "/notesite.yml")
        return folder(name)
    }

    /// Runs everything a build does except writing (`notesite check`) on the
    /// site at `root` and returns its diagnostics.
    static func check(_ root: URL) -> [Diagnostic] {
        var options = BuildOptions(site: SitePaths(given: root.path), output: root.appendingPathComponent("_site"),
                                   outputDisplay: "_site")
        options.write = false
        return SiteBuilder(options: options).run().diagnostics
    }

    /// Builds the site at `root` into `output` in-process.
    static func build(_ root: URL, into output: URL, force: Bool = false) -> BuildReport {
        var options = BuildOptions(site: SitePaths(given: root.path), output: output, outputDisplay: output.path)
        options.force = force
        return SiteBuilder(options: options).run()
    }

    /// The diagnostics as the command line prints them from inside the site
    /// folder: sorted by file and position, paths relative to the site (in
    /// messages too, which may name a second file).
    static func text(of diagnostics: [Diagnostic], site root: URL) -> String {
        let sorted = diagnostics.enumerated().sorted { a, b in
            (a.element.path ?? "", a.element.line ?? 0, a.element.column ?? 0, a.offset)
                < (b.element.path ?? "", b.element.line ?? 0, b.element.column ?? 0, b.offset)
        }
        return sorted.map { $0.element.text + "\n" }.joined().replacingOccurrences(of: root.path + "/", with: "")
    }
}
