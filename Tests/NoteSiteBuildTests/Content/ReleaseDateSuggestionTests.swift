import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

/// A date written another common way gets a hint with the same date as
/// YYYY-MM-DD; a form with two readings, or no real date, gets none.
@Suite("Release date suggestions") struct ReleaseDateSuggestionTests {
    @Test("common spellings of one date suggest YYYY-MM-DD", arguments: [
        ("16 Aug 2026", "2026-08-16"), ("Aug 16, 2026", "2026-08-16"), ("August 16 2026", "2026-08-16"),
        ("16. August 2026", "2026-08-16"), ("2026/08/16", "2026-08-16"), ("2026-8-6", "2026-08-06"),
        ("2026.12.01", "2026-12-01"), ("1 sept 2026", "2026-09-01"), ("29 Feb 2028", "2028-02-29"),
    ])
    func suggests(_ written: String, _ expected: String) {
        #expect(ReleaseDate.suggestion(for: written) == expected)
    }

    @Test("ambiguous, impossible or unknown dates get no suggestion",
          arguments: ["08/09/2026", "30 Feb 2026", "soon", "16 Aug", "Augusta 16 2026", "2026-13-01", ""])
    func noSuggestion(_ written: String) {
        #expect(ReleaseDate.suggestion(for: written) == nil)
    }
}
