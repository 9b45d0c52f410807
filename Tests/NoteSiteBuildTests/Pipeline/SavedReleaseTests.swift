import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSupport
@testable import NoteSiteOutput

/// A release read back from a saved memory holds its outline and reads the
/// rest (`SavedRelease`) only when a page that shows it is made again.
@Suite("Saved releases") struct SavedReleaseTests {
    static func build(_ site: URL, into output: URL) -> BuildReport {
        RebuildPropertyTests.build(site, into: output)
    }

    /// A site of 30 versions, built once and left to settle.
    static func builtSite(in folder: TemporaryFolder) throws -> (EditableSite, URL) {
        let root = folder("site")
        var site = EditableSite()
        for minor in 7..<30 {
            let v = "1.\(minor).0"
            site.versions["\(v).md"] = EditableSite.Version(version: v, day: minor % 28 + 1, subtitle: "Subtitle \(minor)", body: "Body of \(v).")
        }
        try site.write(to: root)
        Thread.sleep(forTimeInterval: 0.06)
        #expect(build(root, into: folder("out")).succeeded)
        return (site, root)
    }

    @Test("a rebuild after one subtitle reads the rest of the releases its pages show, not of every one")
    func fewRestsRead() throws {
        let folder = try TemporaryFolder()
        var (site, root) = try Self.builtSite(in: folder)
        site.versions["1.20.0.md"]?.subtitle = "Edited"
        try site.write(to: root)
        Thread.sleep(forTimeInterval: 0.06)
        let rebuilt = Self.build(root, into: folder("out"))
        #expect(rebuilt.succeeded && rebuilt.reusedVersions == 29)
        // Its changelog page shows three releases; its permalink page one;
        // the feeds four. The edited release's old rest is compared once.
        // The search index takes the other releases' terms from the memory
        // (`SearchTerms`) and makes only the edited one's text chunk.
        #expect(rebuilt.savedReleasesRead > 0)
        #expect(rebuilt.savedReleasesRead <= 10, "\(rebuilt.savedReleasesRead) of 30 read")
        #expect(rebuilt.searchTermsMade == 1)
        #expect(TreeDigest(at: folder("out")) == TreeDigest(at: try SavedMemoryTests.fresh(root, in: folder)))
    }

    /// The place of `name`'s rest in the rests file of the memory beside `out`.
    static func restPlace(of name: String, in folder: TemporaryFolder) throws -> SavedRelease.Place {
        let path = folder(".out.notesite-memory").path
        let state = OutputState(contentsOf: folder(".out.notesite-state").path)
        var reader = ByteReader(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
        let rests = try #require(SavedRests.open(path + "-rests"))
        let memory = try SavedMemory.decode(&reader, token: state.memory, output: folder("out").path, rests: rests)
        return try #require((memory.parsed.saved.entries[name]?.release.box.saved as? SavedRelease)?.place)
    }

    @Test("a rest that does not read back stops the build before it writes, and the next build makes everything",
          arguments: ["flipped", "cut"])
    func unreadableRest(damage: String) throws {
        let folder = try TemporaryFolder()
        var (site, root) = try Self.builtSite(in: folder)
        let place = try Self.restPlace(of: "1.20.0.md", in: folder)
        let restsPath = folder(".out.notesite-memory-rests").path
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: restsPath))
        if damage == "flipped" {
            try handle.seek(toOffset: UInt64(place.offset + place.count - 1))
            let byte = try #require(try handle.read(upToCount: 1)?.first)
            try handle.seek(toOffset: UInt64(place.offset + place.count - 1))
            try handle.write(contentsOf: Data([byte ^ 0x20]))
        } else {
            try handle.truncate(atOffset: UInt64(place.offset + 1))
        }
        try handle.close()

        let before = TreeDigest(at: folder("out"))
        // Its changelog page (1.20.0, 1.19.0, 1.18.0) is made again.
        site.versions["1.19.0.md"]?.subtitle = "Edited"
        try site.write(to: root)
        Thread.sleep(forTimeInterval: 0.06)
        let failed = Self.build(root, into: folder("out"))
        #expect(!failed.succeeded)
        #expect(failed.diagnostics.contains { $0.message.contains("did not read back") }, "\(failed.diagnostics.map(\.text))")
        #expect(TreeDigest(at: folder("out")) == before, "the output changed")
        #expect(!FileManager.default.fileExists(atPath: folder(".out.notesite-memory").path), "the memory that did not read back was kept")
        let next = Self.build(root, into: folder("out"))
        #expect(next.succeeded && next.reusedVersions == 0)
        #expect(TreeDigest(at: folder("out")) == TreeDigest(at: try SavedMemoryTests.fresh(root, in: folder)))
    }

    @Test("a rebuild adds the rests it made to the file; a build that parses everything starts a new one")
    func restsAppended() throws {
        let folder = try TemporaryFolder()
        var (site, root) = try Self.builtSite(in: folder)
        let path = folder(".out.notesite-memory-rests").path
        let first = try #require(FileStamp.of(path))
        site.versions["1.19.0.md"]?.subtitle = "Edited"
        try site.write(to: root)
        Thread.sleep(forTimeInterval: 0.06)
        #expect(Self.build(root, into: folder("out")).reusedVersions == 29)
        let appended = try #require(FileStamp.of(path))
        let place = try Self.restPlace(of: "1.19.0.md", in: folder)
        #expect(appended.inode == first.inode && appended.size == first.size + Int64(place.count), "\(first.size) -> \(appended.size)")
        #expect(place.offset == Int(first.size))
        // A changed icon is a new context: every version file is parsed.
        site.iconColor = "red"
        try site.write(to: root)
        Thread.sleep(forTimeInterval: 0.06)
        #expect(Self.build(root, into: folder("out")).reusedVersions == 0)
        #expect(try #require(FileStamp.of(path)).inode != first.inode)
        site.versions["1.18.0.md"]?.subtitle = "Edited"
        try site.write(to: root)
        Thread.sleep(forTimeInterval: 0.06)
        #expect(Self.build(root, into: folder("out")).reusedVersions == 29)
        #expect(TreeDigest(at: folder("out")) == TreeDigest(at: try SavedMemoryTests.fresh(root, in: folder)))
    }
}
