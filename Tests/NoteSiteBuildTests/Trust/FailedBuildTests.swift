import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteOutput

/// A build that fails leaves the previous output exactly as it was, and no
/// staging folder behind.
@Suite("Failed builds") struct FailedBuildTests {
    private static func stagingFolder(of output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).notesite-staging")
    }

    @Test("a content error leaves the previous output byte-identical")
    func contentErrorKeepsOutput() throws {
        let folder = try TemporaryFolder()
        let site = try TrustFixtures.copyExample(into: folder, as: "site")
        let output = folder("out")
        #expect(TrustFixtures.build(site, into: output).succeeded)
        let before = TreeDigest(at: output)
        let version = site.appendingPathComponent("content/versions/1.0.0.md")
        let text = try String(contentsOf: version, encoding: .utf8)
        try text.replacingOccurrences(of: "date: 2024-01-16", with: "date: 2024-02-30").write(to: version, atomically: true, encoding: .utf8)
        try folder.write("---\nversion: 9.0.0\ndate: 2026-01-10\ntitle: Would be new\n---\n", to: "site/content/versions/9.0.0.md")

        let report = TrustFixtures.build(site, into: output)
        #expect(!report.succeeded)
        #expect(report.diagnostics.map(\.message).contains { $0.contains("2024-02-30") })
        #expect(TreeDigest(at: output) == before, "changed: \(TreeDigest(at: output).differences(from: before))")
        #expect(!FileManager.default.fileExists(atPath: Self.stagingFolder(of: output).path))
    }

    @Test("output abandoned half-written is discarded and never reaches the output folder")
    func discardedStagingKeepsOutput() throws {
        let folder = try TemporaryFolder()
        let site = try TrustFixtures.copyExample(into: folder, as: "site")
        let output = folder("out")
        #expect(TrustFixtures.build(site, into: output).succeeded)
        let before = TreeDigest(at: output)

        let staging = try StagingOutput(output: output, siteFolder: site, force: false, displayPath: "out")
        try staging.write("<p>half of a new site</p>", to: "index.html")
        try staging.write("{}", to: "notes.json")
        #expect(FileManager.default.fileExists(atPath: Self.stagingFolder(of: output).path))
        staging.discard()

        #expect(TreeDigest(at: output) == before)
        #expect(!FileManager.default.fileExists(atPath: Self.stagingFolder(of: output).path))
    }

    @Test("a successful build replaces the output as a whole: files of the old site that the new one lacks are gone")
    func successReplacesWholeOutput() throws {
        let folder = try TemporaryFolder()
        let site = try TrustFixtures.copyExample(into: folder, as: "site")
        let output = folder("out")
        #expect(TrustFixtures.build(site, into: output).succeeded)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("versions/1.0.0/index.html").path))
        try FileManager.default.removeItem(at: site.appendingPathComponent("content/versions/1.0.0.md"))

        #expect(TrustFixtures.build(site, into: output).succeeded)
        let tree = TreeDigest(at: output)
        #expect(tree.files == TreeDigest(manifestAt: output).files)
        #expect(tree.entries["versions/1.0.0/index.html"] == nil)
        // The old site stays beside the output as the next build's starting
        // point (docs/builds.md), complete as it was.
        let kept = Self.stagingFolder(of: output)
        #expect(FileManager.default.fileExists(atPath: kept.appendingPathComponent("versions/1.0.0/index.html").path))
    }
}
