import Foundation
@testable import NoteSiteBuild

/// A site written from a few strings into a temporary folder and built in-process.
struct SmallSite {
    let folder: TemporaryFolder
    let output: URL
    let report: BuildReport

    /// Writes `notesite.yml` (`config`), the version files (name -> text) and
    /// the assets (path below content/assets -> text), then builds.
    init(config: String = "title: Small\nbaseURL: https://example.com/notes/\n",
         versions: [String: String], assets: [String: String] = [:]) throws {
        folder = try TemporaryFolder()
        try folder.write(config, to: "site/notesite.yml")
        for (name, text) in versions { try folder.write(text, to: "site/content/versions/" + name) }
        for (name, text) in assets { try folder.write(text, to: "site/content/assets/" + name) }
        output = folder("out")
        report = TrustFixtures.build(folder("site"), into: output)
    }

    func text(_ path: String) -> String? { FileTree.text(path, in: output) }

    var files: [String] { FileTree.files(below: output) }

    /// The diagnostics as printed from inside the site folder.
    var diagnostics: String { TrustFixtures.text(of: report.diagnostics, site: folder("site")) }

    /// A version file with a date and, optionally, more front matter and a body.
    static func version(_ v: String, date: String, _ more: String = "", body: String = "") -> String {
        "---\nversion: \(v)\ndate: \(date)\n\(more)---\n\n\(body)"
    }
}
