import Foundation
import Testing
@testable import NoteSiteBuild

/// Deeply nested input in a real site, through the real binary: `build` and
/// `check` exit 1 with the located error, and never crash.
@Suite("Deep nesting in a site") struct DeepNestingBuildTests {
    struct Placement: CustomTestStringConvertible, Sendable {
        var file: String
        var text: String
        var expected: String
        var testDescription: String { file }
    }

    static let depth = 100_000
    static let placements = [
        Placement(file: "notesite.yml", text: "title: Deep\nunknownKey:\n  " + String(repeating: "- ", count: depth) + "x\n",
                  expected: "site/notesite.yml:3:513: error: lists and mappings are nested more than 256 levels deep here"),
        Placement(file: "notesite.yml", text: "title: Deep\nlayout: " + String(repeating: "[", count: depth) + "\n",
                  expected: "site/notesite.yml:2:264: error: lists and mappings are nested more than 256 levels deep here"),
        Placement(file: "content/versions/2.0.0.md",
                  text: "---\nversion: 2.0.0\nextra:\n  " + String(repeating: "- ", count: depth) + "x\n---\n",
                  expected: "site/content/versions/2.0.0.md:4:513: error: lists and mappings are nested more than 256 levels deep here"),
        Placement(file: "content/versions/2.0.0.json",
                  text: "{\"version\": \"2.0.0\", \"pages\": " + String(repeating: "[", count: depth) + "}",
                  expected: "site/content/versions/2.0.0.json:1:286: error: lists and mappings are nested more than 256 levels deep here"),
    ]

    @Test("build and check report the depth at its place, exit 1 and keep the previous output", arguments: placements)
    func deepFile(_ placement: Placement) throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Deep\n", to: "site/notesite.yml")
        try folder.write("---\nversion: 1.0.0\ndate: 2026-01-10\n---\nBody\n", to: "site/content/versions/1.0.0.md")
        #expect(try NoteSiteBinary.run(["build", "site", "--quiet"], in: folder.url).status == 0)
        let before = TreeDigest(at: folder("site/_site"))
        try folder.write(placement.text, to: "site/" + placement.file)
        for command in ["build", "check"] {
            let run = try NoteSiteBinary.run([command, "site"], in: folder.url)
            #expect(run.status == 1, "\(command) ended with \(run.status): \(run.stderr.prefix(300))")
            #expect(run.stderr.hasPrefix(placement.expected + "\n"), "\(command): \(run.stderr.prefix(300))")
        }
        #expect(TreeDigest(at: folder("site/_site")) == before)
    }
}
