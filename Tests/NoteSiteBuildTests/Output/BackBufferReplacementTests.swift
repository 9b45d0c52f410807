import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteOutput

/// What a build does with the back buffer's entries that the new site
/// replaces: a folder where a file was and the other way round, and a large
/// file that a reader holds open.
@Suite struct BackBufferReplacementTests {
    /// Builds `steps` in turn into one output; returns the output.
    private func build(_ steps: [[String: String]]) throws -> (output: URL, scratch: URL) {
        let (site, output) = try StagingOutputTests.scratch()
        for files in steps { try StagingOutputTests.build(files, into: output, site: site) }
        return (output, site.deletingLastPathComponent())
    }

    @Test("a folder of the back buffer becomes a file, and a file becomes a folder", arguments: [
        [["a/x.html": "x\n", "b.html": "b\n"], ["a/x.html": "x\n", "b.html": "b\n"], ["a": "now a file\n", "b.html": "b\n"]],
        [["a": "a file\n", "b.html": "b\n"], ["a": "a file\n", "b.html": "b\n"], ["a/x.html": "now in a folder\n", "b.html": "b\n"]],
    ])
    func shapeChanges(steps: [[String: String]]) throws {
        let (output, scratch) = try build(steps)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let last = try #require(steps.last)
        #expect(FileTree.files(below: output) == ([Manifest.fileName] + last.keys).sorted())
        for (path, text) in last {
            #expect(try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8) == text)
        }
        // And back again, through the other tree.
        let site = scratch.appendingPathComponent("site")
        try StagingOutputTests.build(steps[0], into: output, site: site)
        try StagingOutputTests.build(steps[0], into: output, site: site)
        #expect(FileTree.files(below: output) == ([Manifest.fileName] + steps[0].keys).sorted())
    }

    @Test("a file whose back-buffer copy went without a replacement is written, not kept by its record")
    func vacatedFileIsWritten() throws {
        let files = ["a.html": "same\n", "b.html": "b\n"]
        let (output, scratch) = try build([files, files])
        defer { try? FileManager.default.removeItem(at: scratch) }
        let staging = try StagingOutput(output: output, siteFolder: scratch.appendingPathComponent("site"), force: false,
                                        displayPath: "out")
        // As a link that fails its check leaves it: the back buffer's file is gone.
        staging.makeRoom(at: "a.html")
        staging.vacate("a.html")
        for (path, text) in files { try staging.write(text, to: path) }
        try staging.commit()
        #expect(try String(contentsOf: output.appendingPathComponent("a.html"), encoding: .utf8) == "same\n")
        #expect(try ManifestCheck(folder: output).isComplete)
    }

    @Test("a large file of the back buffer is replaced while a reader holds it, and every descriptor is let go")
    func largeFileHeldOpen() throws {
        let old = String(repeating: "old line\n", count: 300_000)
        let (output, scratch) = try build([["big.json": old], ["big.json": old + "more\n"]])
        defer { try? FileManager.default.removeItem(at: scratch) }
        // The back buffer holds the first build's file, which the next build replaces.
        let back = output.deletingLastPathComponent().appendingPathComponent(".out.notesite-staging/big.json")
        let reader = open(back.path, O_RDONLY)
        #expect(reader >= 0)
        defer { close(reader) }
        try StagingOutputTests.build(["big.json": "new\n"], into: output, site: scratch.appendingPathComponent("site"))
        // The build held the replaced file open for a while; only the reader still does.
        let holders = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").filter { fd in
            // Named by the folder it was removed from, whatever that folder is called now.
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + fd)) ?? ""
            return target.hasPrefix(scratch.path) && target.hasSuffix("/big.json (deleted)")
        }
        #expect(holders.count == 1, "descriptors of the replaced file: \(holders)")
        #expect(try String(contentsOf: output.appendingPathComponent("big.json"), encoding: .utf8) == "new\n")
        var bytes = [UInt8](repeating: 0, count: 9)
        #expect(pread(reader, &bytes, 9, 9 * 299_999) == 9 && bytes.elementsEqual("old line\n".utf8))
    }
}
