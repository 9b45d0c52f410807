import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent
@testable import NoteSiteChannels

@Suite("notesite add: one change fragment per change")
struct AddCommandTests {
    static let usage = "notesite add <type> <text> [<site-dir>] [--platform <p>]... [--label <l>]..."

    private func site() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("platforms: [ios, android]\n", to: "site/notesite.yml")
        try folder.write("---\nversion: 1.0.0\ndate: 2026-01-05\n---\n", to: "site/content/versions/1.0.0.md")
        return folder
    }

    @Test("writes a fragment named after the text, prints its path, and the site checks clean")
    func writes() throws {
        let folder = try site()
        let result = try NoteSiteBinary.run(["add", "fixed", "A crash when opening an *empty* journal", "site",
                                             "--platform", "android", "--label", "sync", "--label", "editor,sync"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        let path = result.stdout.trimmingCharacters(in: .newlines)
        #expect(path.hasPrefix("site/content/unreleased/a-crash-when-opening-an-empty-journal-"))
        #expect(path.hasSuffix(".md") && path.count == "site/content/unreleased/a-crash-when-opening-an-empty-journal-123456.md".count)
        #expect(try String(contentsOf: folder(path), encoding: .utf8) == """
            ---
            type: fixed
            platforms: [android]
            labels: [sync, editor]
            ---

            A crash when opening an *empty* journal

            """)
        let check = try NoteSiteBinary.run(["check", "site"], in: folder.url)
        #expect(check.status == 0, "\(check.stderr)")
        let loaded = ContentLoader(site: SitePaths(given: folder("site").path)).load()
        #expect(loaded.fragments.map(\.text.markdown) == ["A crash when opening an *empty* journal"])
    }

    @Test("adding the same text twice makes two fragments")
    func twice() throws {
        let folder = try site()
        let first = try NoteSiteBinary.run(["add", "added", "Folders", "site"], in: folder.url)
        let second = try NoteSiteBinary.run(["add", "added", "Folders", "site"], in: folder.url)
        #expect(first.status == 0 && second.status == 0)
        #expect(first.stdout != second.stdout)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder("site/content/unreleased").path)
        #expect(names.count == 2)
    }

    @Test("an unknown type or an empty text is a malformed command line, exit 64", arguments: [
        (["add", "fixd", "x"], "Error: Unknown change type 'fixd'. Did you mean 'fixed'?"),
        (["add", "improved", "x"], "Error: Unknown change type 'improved'. Use one of: added, changed, deprecated, removed, fixed, security."),
        (["add", "fixed", " \n"], "Error: The change's text is empty."),
        (["add", "fixed"], "Error: Missing expected argument '<text>'."),
    ])
    func usage(_ arguments: [String], firstLine: String) throws {
        let folder = try site()
        let result = try NoteSiteBinary.run(arguments + ["site"].filter { _ in arguments.count == 3 }, in: folder.url)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == firstLine + "\nUsage: \(Self.usage)\n  See 'notesite --help' for more information.\n")
        #expect(!FileManager.default.fileExists(atPath: folder("site/content/unreleased").path))
    }

    @Test("an undeclared platform or a malformed label is an error of the run, exit 1, naming the nearest")
    func content() throws {
        let folder = try site()
        let result = try NoteSiteBinary.run(["add", "fixed", "x", "site", "--platform", "andriod", "--label", "Sync"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            --platform: error: 'andriod' is not a platform that notesite.yml declares
              hint: did you mean 'android'? notesite.yml declares: ios, android
            --label: error: a label must be lower-case letters, digits and '-', found "Sync"
              hint: write it as 'sync'

            """)
        #expect(!FileManager.default.fileExists(atPath: folder("site/content/unreleased").path))
    }

    @Test("a file name is an ASCII slug of the text and a short hash", arguments: [
        ("Café au lait — déjà vu!", "cafe-au-lait-deja-vu-"),
        ("日本語だけ", "change-"),
        ("A very long change text that goes on and on beyond forty characters", "a-very-long-change-text-that-goes-on-and-"),
    ])
    func fileName(_ text: String, prefix: String) {
        let name = FragmentDraft.fileName(for: text, salt: "1")
        #expect(name.hasPrefix(prefix))
        #expect(name.dropFirst(prefix.count).count == "123456.md".count)
        #expect(name != FragmentDraft.fileName(for: text, salt: "2"))
    }
}
