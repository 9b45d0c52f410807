import Foundation
import Testing
@testable import NoteSiteBuild

/// The injection fixture (checked in depth by Tests/browser/test_injection.py)
/// builds, and each unsafe link it holds is reported where it is written.
@Suite("Injection fixture") struct InjectionFixtureTests {
    @Test("the payload-filled site builds, with a located warning for each unsafe link")
    func buildsWithLocatedWarnings() throws {
        let folder = try TemporaryFolder()
        let site = try folder.copy(TrustFixtures.injection, to: "site")
        let report = TrustFixtures.build(site, into: folder("out"))
        #expect(report.succeeded)
        #expect(report.diagnostics.allSatisfy { $0.severity == .warning && $0.line != nil })
        let expected = try String(contentsOf: site.appendingPathComponent("expected-warnings.txt"), encoding: .utf8)
        #expect(TrustFixtures.text(of: report.diagnostics, site: site) == expected)
    }
}
