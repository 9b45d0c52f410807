import Foundation

/// The repository's example site, built once per test run by the real binary
/// into `.build/tests/` (git-ignored, replaced on every run).
struct ExampleBuild: Sendable {
    let output: URL
    let status: Int32
    let stderr: String

    static let plain = make("example", extra: [])
    static let withDrafts = make("example-drafts", extra: ["--drafts"])

    private static func make(_ name: String, extra: [String]) -> ExampleBuild {
        let output = Repository.root.appendingPathComponent(".build/tests/\(name)")
        try? FileManager.default.removeItem(at: output)
        do {
            let result = try NoteSiteBinary.run(["build", Repository.root.path, "-o", output.path, "--quiet"] + extra)
            return ExampleBuild(output: output, status: result.status, stderr: result.stderr)
        } catch {
            return ExampleBuild(output: output, status: -1, stderr: "\(error)")
        }
    }

    var files: [String] { FileTree.files(below: output) }

    func text(_ relative: String) -> String? { FileTree.text(relative, in: output) }

    /// The changelog pages in order: index.html, page/2/index.html, …
    var changelogPages: [String] {
        var pages = ["index.html"]
        while FileManager.default.fileExists(atPath: output.appendingPathComponent("page/\(pages.count + 1)/index.html").path) {
            pages.append("page/\(pages.count + 1)/index.html")
        }
        return pages
    }
}
