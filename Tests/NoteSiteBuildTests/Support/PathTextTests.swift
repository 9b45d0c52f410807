import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSupport

/// Path parts without Foundation's `NSString` methods, which stop the
/// process on a one-character path on Linux.
@Suite("Path text") struct PathTextTests {
    @Test("parent and last part, as NSString gives them for longer paths", arguments: [
        ("a/b", "a", "b"), ("/a/b", "/a", "b"), ("/a", "/", "a"), ("a", "", "a"), ("f", "", "f"),
        ("x/", "", "x"), ("a/b/", "a", "b"), ("/", "/", "/"), ("a//b", "a", "b"), ("", "", ""),
    ])
    func parts(path: String, parent: String, last: String) {
        #expect(PathText.parent(of: path) == parent, "\(path)")
        #expect(PathText.lastComponent(of: path) == last, "\(path)")
    }

    @Test("an output with a one-character name builds and has its siblings beside it", arguments: ["o", "o/"])
    func oneCharacterOutput(name: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Small\n", to: "site/notesite.yml")
        try folder.write(SmallSite.version("1.0.0", date: "2026-01-02"), to: "site/content/versions/1.0.0.md")
        let run = try NoteSiteBinary.run(["build", "site", "-o", name, "--quiet"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder("o/index.html").path))
        #expect(FileManager.default.fileExists(atPath: folder(".o.notesite-state").path))
    }
}
