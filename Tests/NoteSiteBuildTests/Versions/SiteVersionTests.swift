import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

@Suite("Site-wide versions: first visit, current version, standalone sheet")
struct SiteVersionTests {
    /// A small table row: inputs as strict SemVer strings, the expected answer as text.
    struct Row: Sendable, CustomTestStringConvertible {
        var current = ""
        let available: [String]
        let expected: [String]

        var testDescription: String {
            let head = current.isEmpty ? "" : "\(current) with "
            return "\(head)[\(available.joined(separator: ", "))] -> [\(expected.joined(separator: ", "))]"
        }
    }

    @Test("a first visit marks every version up to the current one as presented", arguments: [
        Row(current: "1.1.0", available: ["1.0.0", "1.1.0", "1.2.0"], expected: ["1.0.0", "1.1.0"]),
        Row(current: "0.1.0", available: ["1.0.0"], expected: []),
        Row(current: "2.0.0-beta.1", available: ["1.0.0", "2.0.0-alpha", "2.0.0"], expected: ["1.0.0", "2.0.0-alpha"]),
        Row(current: "9.0.0", available: [], expected: []),
    ])
    func firstVisit(_ row: Row) throws {
        let presented = WhatsNewSelection.firstVisitPresented(
            current: try SemanticVersion(strict: row.current), available: try VersionList.parse(row.available))
        #expect(presented == Set(try VersionList.parse(row.expected)))
    }

    @Test("the site's current version is the highest release", arguments: [
        Row(available: [], expected: []),
        Row(available: ["1.0.0", "1.10.0", "1.9.0"], expected: ["1.10.0"]),
        Row(available: ["1.0.0", "2.0.0-beta.1"], expected: ["1.0.0"]),
        Row(available: ["2.0.0-alpha", "2.0.0-beta.1", "1.0.0-rc.1"], expected: ["2.0.0-beta.1"]),
    ])
    func siteCurrent(_ row: Row) throws {
        let current = WhatsNewSelection.siteCurrentVersion(available: try VersionList.parse(row.available))
        #expect(current.map { [$0.canonical] } ?? [] == row.expected)
    }

    @Test("whats-new/index.html shows the fallback pick, else the newest version not above", arguments: [
        Row(current: "1.4.2", available: ["1.4.0", "1.4.2", "1.5.0"], expected: ["1.4.2"]),
        Row(current: "1.4.2", available: ["1.3.0", "1.4.0"], expected: ["1.4.0"]),
        Row(current: "1.4.2", available: ["1.3.0", "1.5.0"], expected: ["1.3.0"]),
        Row(current: "2.0.0-beta.1", available: ["1.9.0", "2.0.0"], expected: ["1.9.0"]),
        Row(current: "1.0.0", available: ["2.0.0"], expected: []),
        Row(current: "1.4.2", available: [], expected: []),
    ])
    func standalone(_ row: Row) throws {
        let shown = WhatsNewSelection.standaloneVersion(
            current: try SemanticVersion(strict: row.current), available: try VersionList.parse(row.available))
        #expect(shown.map { [$0.canonical] } ?? [] == row.expected)
    }
}
