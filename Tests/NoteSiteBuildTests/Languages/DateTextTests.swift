import Testing
@testable import NoteSiteBuild
@testable import NoteSiteRender

/// Dates in CLDR's long format of each built-in language (docs/languages.md).
@Suite("Dates in the page's language") struct DateTextTests {
    static let cases: [(String, String)] = [
        ("en", "March 18, 2026"), ("fr", "18 mars 2026"), ("de", "18. März 2026"), ("es", "18 de marzo de 2026"),
        ("it", "18 marzo 2026"), ("pt-BR", "18 de março de 2026"), ("nl", "18 maart 2026"), ("sv", "18 mars 2026"),
        ("ru", "18 марта 2026\u{202F}г."), ("tr", "18 Mart 2026"), ("ja", "2026年3月18日"), ("ko", "2026년 3월 18일"),
        ("zh-Hans", "2026年3月18日"), ("zh-Hant", "2026年3月18日"), ("ar", "18 مارس، 2026"), ("he", "18 במרץ 2026"),
    ]

    @Test("are written as a native reader expects", arguments: cases)
    func longFormat(language: String, expected: String) {
        #expect(DateText.display("2026-03-18", language: language) == expected)
    }

    @Test("keep the written day at the edges of the year and of leap years")
    func edges() {
        #expect(DateText.display("2024-02-29", language: "en") == "February 29, 2024")
        #expect(DateText.display("2026-01-01", language: "ja") == "2026年1月1日")
        #expect(DateText.display("2025-12-31", language: "fr") == "31 décembre 2025")
    }

    @Test("leave text that is not a date as it is")
    func notADate() {
        #expect(DateText.display("soon", language: "fr") == "soon")
    }
}
