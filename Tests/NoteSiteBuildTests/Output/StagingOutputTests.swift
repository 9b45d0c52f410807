import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSupport
@testable import NoteSiteOutput

@Suite struct StagingOutputTests {
    /// A fresh folder holding a site folder and room for an output beside it.
    static func scratch() throws -> (site: URL, output: URL) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("notesite-staging-\(UUID().uuidString)")
        let site = folder.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        return (site, folder.appendingPathComponent("out"))
    }

    static func inode(_ url: URL) -> UInt64? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return UInt64(info.st_ino)
    }

    /// One build of `files` (path -> text) into `output` through a staging folder.
    static func build(_ files: [String: String], into output: URL, site: URL) throws {
        let staging = try StagingOutput(output: output, siteFolder: site, force: false, displayPath: "out")
        for (path, text) in files { try staging.write(text, to: path) }
        try staging.commit()
    }

    @Test("writes nested files from many threads and lists them all in the manifest")
    func concurrentWrites() throws {
        let (site, output) = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let staging = try StagingOutput(output: output, siteFolder: site, force: false, displayPath: "out")
        let paths = (0..<200).map { "versions/1.\($0).0/index.html" } + ["index.html", "a/b/c/d.txt"]
        let failures = ConcurrentMap.map(paths) { path -> String? in
            do { try staging.write("page \(path)\n", to: path) } catch { return path }
            return nil
        }
        #expect(failures.allSatisfy { $0 == nil })
        try staging.commit()

        for path in paths {
            let text = try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
            #expect(text == "page \(path)\n")
        }
        let manifest = try String(contentsOf: output.appendingPathComponent(Manifest.fileName), encoding: .utf8)
        let lines = manifest.split(separator: "\n")
        #expect(lines.count == paths.count)
        #expect(lines.map { String($0.dropFirst(66)) } == paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(lines.contains("\(SHA256.hex(of: Array("page index.html\n".utf8)))  index.html"))
    }

    @Test("keeps the previous output as the back buffer and rewrites only the files whose bytes differ")
    func rebuildRewritesOnlyChangedFiles() throws {
        let (site, output) = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        func build(_ files: [String: String]) throws { try Self.build(files, into: output, site: site) }
        try build(["keep/index.html": "same\n", "change/index.html": "old\n", "gone.txt": "x"])
        let kept = Self.inode(output.appendingPathComponent("keep/index.html"))
        // A reader of the first build's file, which the third build replaces.
        let reader = open(output.appendingPathComponent("change/index.html").path, O_RDONLY)
        #expect(reader >= 0)
        defer { close(reader) }
        let changed = Self.inode(output.appendingPathComponent("change/index.html"))
        try build(["keep/index.html": "same\n", "change/index.html": "new\n", "gone.txt": "x"])
        // The third build brings the first build's tree up to date.
        try build(["keep/index.html": "same\n", "change/index.html": "newer\n"])

        #expect(Self.inode(output.appendingPathComponent("keep/index.html")) == kept)
        #expect(Self.inode(output.appendingPathComponent("change/index.html")) != changed)
        // The replaced file was not written over: its reader still has its bytes.
        var bytes = [UInt8](repeating: 0, count: 16)
        #expect(pread(reader, &bytes, bytes.count, 0) == 4 && bytes.prefix(4).elementsEqual("old\n".utf8))
        #expect(try String(contentsOf: output.appendingPathComponent("change/index.html"), encoding: .utf8) == "newer\n")
        #expect(FileTree.files(below: output) == [".notesite-manifest", "change/index.html", "keep/index.html"])
    }

    @Test("a file put into a folder while a build writes it is found by every later scan")
    func strayDuringBuild() throws {
        let (site, output) = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let files = ["a/index.html": "a\n", "b/index.html": "b\n"]
        try Self.build(files, into: output, site: site)
        try Self.build(files, into: output, site: site)
        Thread.sleep(forTimeInterval: 0.02)
        // A build that writes into `a/` of the back buffer; a hand puts a
        // file there meanwhile, after the build listed the folder.
        let staging = try StagingOutput(output: output, siteFolder: site, force: false, displayPath: "out")
        try staging.write("new a\n", to: "a/index.html")
        try Data("stray".utf8).write(to: URL(fileURLWithPath: staging.stagingPath + "/a/stray.html"))
        try staging.write("b\n", to: "b/index.html")
        try staging.commit()
        let state = OutputState(contentsOf: staging.siblings.state)
        let tree = try #require(OutputState.TreeID.of(output.path).flatMap { state.tree($0) })
        let scan = try TreeScan(root: output.path, known: tree)
        #expect(scan.entries["a/stray.html"] != nil, "a scan trusted a stamp taken after the stray file came")
    }

    @Test("a back-buffer file whose stamp changed but whose bytes did not is kept; same-sized new bytes are written")
    func disagreeingStampsAreComparedByContent() throws {
        let (site, output) = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        func build(_ files: [String: String]) throws { try Self.build(files, into: output, site: site) }
        let files = ["touched.html": "same\n", "edited.html": "abcd\n"]
        try build(files)
        try build(files)
        // The back buffer, beside the output: one file touched, one edited by hand to the same size.
        let back = output.deletingLastPathComponent().appendingPathComponent(".out.notesite-staging")
        let touched = back.appendingPathComponent("touched.html")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: touched.path)
        let touchedInode = Self.inode(touched)
        try Data("wxyz\n".utf8).write(to: back.appendingPathComponent("edited.html"))
        try build(files)
        #expect(Self.inode(output.appendingPathComponent("touched.html")) == touchedInode, "an unchanged file was written again")
        #expect(try String(contentsOf: output.appendingPathComponent("edited.html"), encoding: .utf8) == "abcd\n")
        #expect(try String(contentsOf: output.appendingPathComponent("touched.html"), encoding: .utf8) == "same\n")
    }

    @Test("reports a file that cannot be written with its path")
    func unwritable() throws {
        let (site, output) = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let staging = try StagingOutput(output: output, siteFolder: site, force: false, displayPath: "out")
        defer { staging.discard() }
        try staging.write("a file\n", to: "taken")
        #expect(throws: OutputError.self) { try staging.write("below a file\n", to: "taken/index.html") }
    }
}
