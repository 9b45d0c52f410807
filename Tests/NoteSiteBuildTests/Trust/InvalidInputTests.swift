import Foundation
import Testing
@testable import NoteSiteBuild

/// Each folder of `Tests/Fixtures/invalid/` is a small site with one kind of
/// bad input and the whole text it must be reported with, in `expected.txt`.
@Suite("Invalid input") struct InvalidInputTests {
    @Test("each invalid site is reported with exactly its expected diagnostics", arguments: TrustFixtures.invalidNames())
    func reportsExpectedDiagnostics(name: String) throws {
        let folder = try TemporaryFolder()
        let site = try folder.copy(TrustFixtures.invalid.appendingPathComponent(name), to: "site")
        try prepare(name, site: site, scratch: folder)
        let expected = try String(contentsOf: site.appendingPathComponent("expected.txt"), encoding: .utf8)
        let diagnostics = TrustFixtures.check(site)
        #expect(TrustFixtures.text(of: diagnostics, site: site) == expected)
        #expect(diagnostics.contains { $0.severity == .error }, "an invalid site must fail")
    }

    /// What a fixture cannot hold in git: links to files outside the site.
    private func prepare(_ name: String, site: URL, scratch: TemporaryFolder) throws {
        guard name == "asset-symlink-outside" else { return }
        try scratch.write("outside the site\n", to: "secret.txt")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content/assets"),
                                                withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: site.appendingPathComponent("content/assets/secret.png"),
                                                   withDestinationURL: scratch("secret.txt"))
    }

    @Test("every invalid fixture has an expected.txt")
    func everyFixtureHasExpectations() {
        let names = TrustFixtures.invalidNames()
        #expect(names.count >= 25)
        for name in names {
            let file = TrustFixtures.invalid.appendingPathComponent(name).appendingPathComponent("expected.txt")
            #expect(FileManager.default.fileExists(atPath: file.path), "\(name) has no expected.txt")
        }
    }
}
