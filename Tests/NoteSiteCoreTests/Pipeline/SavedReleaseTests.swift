import Foundation
import Testing
@testable import NoteSiteCore

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
        #expect(rebuilt.savedReleasesRead > 0 && rebuilt.savedReleasesRead <= 10, "\(rebuilt.savedReleasesRead) of 30 read")
        #expect(TreeDigest(at: folder("out")) == TreeDigest(at: try SavedMemoryTests.fresh(root, in: folder)))
    }

    @Test("a rest that does not read back stops the build before it writes, and the next build makes everything")
    func unreadableRest() throws {
        let folder = try TemporaryFolder()
        var (site, root) = try Self.builtSite(in: folder)
        // A rest made unreadable under a checksum that still holds: what a
        // mistake in notesite's own reading would look like.
        let path = folder(".out.notesite-memory").path
        let state = OutputState(contentsOf: folder(".out.notesite-state").path)
        var reader = ByteReader(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
        let memory = try SavedMemory.decode(&reader, token: state.memory, output: folder("out").path)
        let release = try #require(memory.parsed.saved.entries["1.20.0.md"]?.release)
        let rest = try #require(release.box.saved?.range)
        var bytes = reader.bytes
        bytes[rest.lowerBound] = 0xFF
        bytes[rest.lowerBound + 1] = 0x7F
        var sum = Checksum()
        bytes.withUnsafeBytes { sum.update(UnsafeRawBufferPointer(rebasing: $0[..<(bytes.count - 8)])) }
        withUnsafeBytes(of: sum.value.littleEndian) { bytes.replaceSubrange((bytes.count - 8)..., with: $0) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))

        let before = TreeDigest(at: folder("out"))
        // Its changelog page (1.20.0, 1.19.0, 1.18.0) is made again.
        site.versions["1.19.0.md"]?.subtitle = "Edited"
        try site.write(to: root)
        Thread.sleep(forTimeInterval: 0.06)
        let failed = Self.build(root, into: folder("out"))
        #expect(!failed.succeeded)
        #expect(failed.diagnostics.contains { $0.message.contains("did not read back") }, "\(failed.diagnostics.map(\.text))")
        #expect(TreeDigest(at: folder("out")) == before, "the output changed")
        #expect(!FileManager.default.fileExists(atPath: path), "the memory that did not read back was kept")
        let next = Self.build(root, into: folder("out"))
        #expect(next.succeeded && next.reusedVersions == 0)
        #expect(TreeDigest(at: folder("out")) == TreeDigest(at: try SavedMemoryTests.fresh(root, in: folder)))
    }
}
