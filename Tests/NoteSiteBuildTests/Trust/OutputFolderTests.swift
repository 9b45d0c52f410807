import Foundation
import Testing
@testable import NoteSiteBuild

/// The output folder in hostile states: edited by hand, a link to a deploy
/// folder, holding what cannot be removed; `clean`; `-o ''`.
@Suite("Output folder") struct OutputFolderTests {
    static func site(_ folder: TemporaryFolder, count: Int = 12) throws {
        try LargeSite.write(count: count, title: "Output", into: folder("site"))
    }

    static func build(_ folder: TemporaryFolder, _ extra: [String] = ["-o", "out"]) throws -> ProcessOutput {
        try NoteSiteBinary.run(["build", "site", "--quiet"] + extra, in: folder.url)
    }

    @Test("a file edited by hand inside the output is rewritten by the next build, its manifest true again",
          arguments: ["in place", "mtime kept", "replaced", "added", "added deep", "folder added", "removed"])
    func handEdit(kind: String) throws {
        let folder = try TemporaryFolder()
        try Self.site(folder)
        for _ in 0..<3 { try #require(try Self.build(folder).status == 0) }
        let fresh = TreeDigest(at: folder("out"))
        let page = folder("out/versions/1.3.0/index.html").path
        let fm = FileManager.default
        switch kind {
        case "in place":
            let handle = try #require(FileHandle(forWritingAtPath: page))
            handle.write(Data("<!-- edited -->".utf8))
            try handle.close()
        case "mtime kept":
            let before = try fm.attributesOfItem(atPath: page)[.modificationDate] as? Date
            let handle = try #require(FileHandle(forWritingAtPath: page))
            handle.write(Data("X".utf8))
            try handle.close()
            try fm.setAttributes([.modificationDate: try #require(before)], ofItemAtPath: page)
        case "replaced":
            try fm.removeItem(atPath: page)
            try Data("hand made".utf8).write(to: URL(fileURLWithPath: page))
        case "added":
            try Data("stray".utf8).write(to: folder("out/versions/stray.html"))
        case "added deep":
            // Beside a page, in a folder that holds nothing else of its own.
            try Data("stray".utf8).write(to: folder("out/versions/1.3.0/stray.html"))
        case "folder added":
            try fm.createDirectory(at: folder("out/versions/1.3.0/extra"), withIntermediateDirectories: false)
            try Data("stray".utf8).write(to: folder("out/versions/1.3.0/extra/stray.html"))
        default:
            try fm.removeItem(atPath: page)
        }
        for round in 0..<3 {
            let run = try Self.build(folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(TreeDigest(at: folder("out")) == fresh, "a hand edit (\(kind)) survived rebuild \(round + 1)")
            let check = try ManifestCheck(folder: folder("out"))
            #expect(check.isComplete, "\(check.problems)")
        }
    }

    @Test("an output that is a link to a deploy folder is built through: the link stays, a notesite output there is replaced, siblings sit beside the real folder")
    func linkedOutput() throws {
        let folder = try TemporaryFolder()
        try Self.site(folder)
        try FileManager.default.createDirectory(at: folder("www"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder("site/_site").path, withDestinationPath: "../www")
        for _ in 0..<3 {
            let run = try Self.build(folder, [])
            #expect(run.status == 0, "\(run.stderr)")
        }
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder("site/_site").path)
        #expect(link == "../www")
        #expect(try ManifestCheck(folder: folder("www")).isComplete)
        let siblings = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix(".") }.sorted()
        #expect(siblings == [".www.notesite-lock", ".www.notesite-memory", ".www.notesite-memory-rests", ".www.notesite-staging", ".www.notesite-state"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder("site").path).sorted() == ["_site", "content", "notesite.yml"])
    }

    @Test("a deploy folder that notesite did not make, behind a link, is refused before anything is touched; its files survive")
    func linkedForeignFolder() throws {
        let folder = try TemporaryFolder()
        try Self.site(folder)
        try folder.write("keep me\n", to: "www/CNAME")
        try FileManager.default.createSymbolicLink(atPath: folder("site/_site").path, withDestinationPath: "../www")
        let run = try Self.build(folder, [])
        #expect(run.status == 1)
        #expect(run.stderr.contains("site/_site: error: the output folder is not empty and was not made by notesite"), "\(run.stderr)")
        #expect(FileTree.text("www/CNAME", in: folder.url) == "keep me\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains("notesite") }.isEmpty)
    }

    @Test("a link to nothing as the output is a clear error")
    func danglingLink() throws {
        let folder = try TemporaryFolder()
        try Self.site(folder)
        try FileManager.default.createSymbolicLink(atPath: folder("out").path, withDestinationPath: "missing")
        let run = try Self.build(folder)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("out: error: the output is a symbolic link to a folder that does not exist\n  hint: create the folder it points to, or remove the link\n"), "\(run.stderr)")
    }

    @Test("-o '' is a clear error")
    func emptyOutput() throws {
        let folder = try TemporaryFolder()
        try Self.site(folder)
        let run = try Self.build(folder, ["-o", ""])
        #expect(run.status == 1)
        #expect(run.stderr == "error: the output folder given with -o is empty\n  hint: name a folder, e.g. -o _site\n")
    }

    @Test("an earlier output that cannot be changed is reported with its path as typed and what to do; never success, never 'not made by notesite'")
    func unremovableOldOutput() throws {
        let folder = try TemporaryFolder()
        try Self.site(folder)
        try #require(try Self.build(folder).status == 0)
        // The file stands for one that an earlier `sudo notesite build` left.
        let stuck = folder("out/versions/1.3.0/index.html").path
        try #require(Self.protect(stuck, true), "cannot make a file unremovable here")
        defer { _ = Self.protect(stuck, false) }
        var results: [ProcessOutput] = []
        for round in 0..<3 {
            try LargeSite.write(count: 12, title: "Changed \(round)", into: folder("site"))
            results.append(try Self.build(folder))
        }
        // The stuck file is the live output at first; once it is the back
        // buffer, bringing it up to date fails and says so.
        let failed = try #require(results.first { $0.status != 0 }, "every build succeeded: \(results.map(\.stderr))")
        #expect(failed.status == 1)
        #expect(failed.stderr.hasPrefix("""
            .out.notesite-staging/versions/1.3.0/index.html: error: cannot change notesite's previous build kept beside the output: Operation not permitted
              hint: notesite made this folder and needs none of it; remove it (with sudo if a build ran as root) and build again
            """), "\(failed.stderr)")
        #expect(!failed.stderr.contains("did not make"))
        #expect(try ManifestCheck(folder: folder("out")).isComplete)
    }

    /// Makes a file impossible to replace: immutable for root, else a read-only folder.
    static func protect(_ path: String, _ on: Bool) -> Bool {
        if getuid() == 0 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
            process.arguments = [on ? "+i" : "-i", path]
            guard (try? process.run()) != nil else { return false }
            process.waitUntilExit()
            return process.terminationStatus == 0
        }
        return chmod((path as NSString).deletingLastPathComponent, on ? 0o555 : 0o755) == 0
    }

    @Test("clean removes the output and notesite's siblings, and nothing else")
    func clean() throws {
        let folder = try TemporaryFolder()
        try Self.site(folder)
        for _ in 0..<2 { try #require(try Self.build(folder, []).status == 0) }
        try folder.write("mine\n", to: "site/._site.other")
        let run = try NoteSiteBinary.run(["clean", "site"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder("site").path).sorted()
                == ["._site.other", "content", "notesite.yml"])
        let again = try NoteSiteBinary.run(["clean", "site"], in: folder.url)
        #expect(again.status == 0)
        #expect(again.stderr == "Nothing to remove at site/_site/.\n")
    }

    @Test("clean refuses a folder that notesite did not make")
    func cleanRefuses() throws {
        let folder = try TemporaryFolder()
        try Self.site(folder)
        try folder.write("mine\n", to: "other/file.txt")
        let run = try NoteSiteBinary.run(["clean", "site", "-o", "other"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("other: error: the output folder is not empty and was not made by notesite"), "\(run.stderr)")
        #expect(FileTree.text("other/file.txt", in: folder.url) == "mine\n")
    }

    @Test("init's .gitignore leaves out the output and notesite's siblings")
    func gitignore() throws {
        let folder = try TemporaryFolder()
        let run = try NoteSiteBinary.run(["init", "new"], in: folder.url)
        #expect(run.status == 0)
        #expect(FileTree.text("new/.gitignore", in: folder.url) == "/_site/\n/._site.notesite-*\n")
    }
}
