import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

@Suite("What's New selection: fallback, exact and cumulative")
struct WhatsNewSelectionTests {
    @Test("picks what the shared table expects", arguments: try SelectionCase.loadAll())
    func select(_ entry: SelectionCase) throws {
        let mode = try #require(SelectionMode(rawValue: entry.mode), "unknown mode \(entry.mode)")
        let picked = WhatsNewSelection.select(
            mode: mode,
            current: try SemanticVersion(strict: entry.current),
            available: try VersionList.parse(entry.available),
            presented: Set(try VersionList.parse(entry.presented)))
        #expect(picked.map(\.canonical) == entry.expected)
    }

    @Test("starts with WhatsNewKit's own seven cases and covers every mode")
    func tableShape() throws {
        let rows = try SelectionCase.loadAll()
        let first = rows.prefix(7)
        #expect(first.count == 7 && first.allSatisfy { $0.mode == "fallback" })
        #expect(first.map(\.current) == ["1.0.0", "1.0.0", "1.0.1", "1.1.1", "1.1.1", "1.1.1", "2.0.0"])
        #expect(Set(rows.map(\.mode)) == Set(SelectionMode.allCases.map(\.rawValue)))
    }
}
