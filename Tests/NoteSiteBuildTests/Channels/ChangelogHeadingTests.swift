import Testing
@testable import NoteSiteBuild
@testable import NoteSiteChannels

@Suite("Version headings of Keep a Changelog files")
struct ChangelogHeadingTests {
    struct Case: Sendable, CustomStringConvertible {
        var text: String
        var version: String
        var date: String?
        var yanked = false
        var rest: String?
        var description: String { text }
    }

    @Test("are taken apart", arguments: [
        Case(text: "[1.2.0] - 2026-03-18", version: "1.2.0", date: "2026-03-18"),
        Case(text: "1.2.0 - 2026-03-18", version: "1.2.0", date: "2026-03-18"),
        Case(text: "[v1.2.0](https://x.example/compare) - 2026-03-18", version: "v1.2.0", date: "2026-03-18"),
        Case(text: "[1.2.0][cmp] – 2026-03-18", version: "1.2.0", date: "2026-03-18"),
        Case(text: "[0.0.5] - 2014-12-13 [YANKED]", version: "0.0.5", date: "2014-12-13", yanked: true),
        Case(text: "1.0.0 (2020-01-02)", version: "1.0.0", date: "2020-01-02"),
        Case(text: "[Unreleased]", version: "Unreleased"),
        Case(text: "1.3.0 - Unreleased", version: "1.3.0", rest: "Unreleased"),
        Case(text: "2.0.0-rc.1 — 2026-01-01 — The big one", version: "2.0.0-rc.1", date: "2026-01-01", rest: "The big one"),
        Case(text: "1.1", version: "1.1"),
        Case(text: "[1.0.0] - March 3, 2020", version: "1.0.0", rest: "March 3, 2020"),
    ])
    func parts(_ c: Case) {
        let heading = ChangelogHeading(c.text)
        #expect(heading.versionText == c.version)
        #expect(heading.dateText == c.date)
        #expect(heading.isYanked == c.yanked)
        #expect(heading.rest == c.rest)
    }
}
