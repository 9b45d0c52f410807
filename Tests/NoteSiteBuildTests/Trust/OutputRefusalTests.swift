import Foundation
import Testing

/// The output folders of docs/builds.md that notesite refuses, through the real
/// binary: exit 1, the message on stderr, nothing written anywhere.
@Suite("Output refusals") struct OutputRefusalTests {
    struct Refusal: Sendable, CustomTestStringConvertible {
        var name: String
        /// `-o` as given, from the folder holding `site/`.
        var output: String
        var message: String
        var hint: String
        var testDescription: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(name: "the site folder", output: "site", message: "the output folder is the site folder itself",
                hint: "write the site elsewhere, e.g. -o _site"),
        Refusal(name: "a folder holding the site", output: ".",
                message: "the output folder holds the site folder, which a build would replace",
                hint: "choose an output folder beside or inside the site folder, e.g. -o _site"),
        Refusal(name: "a folder inside content/", output: "site/content/public", message: "the output folder lies inside content/",
                hint: "write the site outside content/, e.g. -o _site"),
        Refusal(name: "the root folder", output: "/", message: "refusing to replace the root folder",
                hint: "choose a dedicated output folder, e.g. -o _site"),
        Refusal(name: "the home folder", output: "home", message: "refusing to replace the home folder",
                hint: "choose a dedicated output folder, e.g. -o _site"),
        Refusal(name: "a non-empty folder notesite did not make", output: "photos",
                message: "the output folder is not empty and was not made by notesite (it has no .notesite-manifest)",
                hint: "empty it, choose another folder with -o, or pass --force to replace it"),
        Refusal(name: "a file", output: "notes.txt", message: "the output path exists and is not a folder",
                hint: "remove it or choose another output with -o"),
    ]

    /// A folder with `site/` (the example site), `home/` (used as $HOME),
    /// `photos/` (someone's files) and `notes.txt`.
    private func workspace() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        _ = try TrustFixtures.copyExample(into: folder, as: "site")
        try folder.write("a letter\n", to: "home/letter.txt")
        try folder.write("not a site\n", to: "photos/holiday.txt")
        try folder.write("a file where a folder is asked for\n", to: "notes.txt")
        return folder
    }

    @Test("refuses the output folder with its message and exit 1, and writes nothing", arguments: refusals)
    func refuses(_ refusal: Refusal) throws {
        let folder = try workspace()
        let before = TreeDigest(at: folder.url)
        let result = try NoteSiteBinary.run(["build", "site", "-o", refusal.output], in: folder.url,
                                            environment: ["HOME": folder("home").path])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            \(refusal.output): error: \(refusal.message)
              hint: \(refusal.hint)
            Build failed: 1 error, 0 warnings.

            """)
        #expect(TreeDigest(at: folder.url) == before, "changed: \(TreeDigest(at: folder.url).differences(from: before))")
    }

    @Test("--force replaces a non-empty folder that notesite did not make")
    func forceReplacesForeignFolder() throws {
        let folder = try workspace()
        let result = try NoteSiteBinary.run(["build", "site", "-o", "photos", "--force", "--quiet"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(!FileManager.default.fileExists(atPath: folder("photos/holiday.txt").path))
        let tree = TreeDigest(at: folder("photos"))
        #expect(tree.entries["index.html"] != nil)
        #expect(tree.files == TreeDigest(manifestAt: folder("photos")).files)
    }

    @Test("an output folder notesite made is replaced without --force, and an empty one is used")
    func ownAndEmptyFoldersAreUsed() throws {
        let folder = try workspace()
        try FileManager.default.createDirectory(at: folder("empty"), withIntermediateDirectories: true)
        for output in ["empty", "empty", "site/_site"] {
            let result = try NoteSiteBinary.run(["build", "site", "-o", output, "--quiet"], in: folder.url)
            #expect(result.status == 0, "\(output): \(result.stderr)")
        }
    }
}
