import Foundation
import Testing
@testable import NoteSiteBuild

/// The one oversized input that builds in a few seconds; the 20 MB body and
/// the 5,000 features take longer and are measured by `Tests/limits.sh`.
@Suite("Limits") struct LimitsTests {
    @Test("50,000 nested blockquotes build without exhausting a worker thread's stack")
    func deeplyNestedQuotes() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Limits\nbaseURL: https://example.com/limits/\n", to: "site/notesite.yml")
        let body = String(repeating: ">", count: 50_000) + " deep\n"
        try folder.write("---\nversion: 1.0.0\ndate: 2026-01-10\n---\n\n" + body, to: "site/content/versions/1.0.0.md")
        let report = TrustFixtures.build(folder("site"), into: folder("out"))
        #expect(report.succeeded, "\(report.diagnostics.map(\.text))")
        let page = try String(contentsOf: folder("out/versions/1.0.0/index.html"), encoding: .utf8)
        #expect(page.contains("deep"))
    }
}
