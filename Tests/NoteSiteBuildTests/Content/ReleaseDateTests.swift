import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

@Suite("Release dates: YYYY-MM-DD or RFC 3339, real calendar days only")
struct ReleaseDateTests {
    @Test("keeps the date as written", arguments: [
        ("2026-03-18", "2026-03-18"), (" 2026-03-18 ", "2026-03-18"), ("2024-02-29", "2024-02-29"),
        ("2000-02-29", "2000-02-29"), ("2026-12-31", "2026-12-31"), ("2026-04-30", "2026-04-30"),
        ("0001-01-01", "0001-01-01"),
    ])
    func plainDates(_ raw: String, expected: String) {
        #expect(ReleaseDate.parse(raw) == expected)
    }

    @Test("an RFC 3339 date-time keeps its own date, whatever its zone", arguments: [
        ("2026-05-04T09:30:00+02:00", "2026-05-04"), ("2026-03-18T23:30:00-05:00", "2026-03-18"),
        ("2026-03-18T00:00:00Z", "2026-03-18"), ("2026-03-18t09:30:00z", "2026-03-18"),
        ("2026-03-18 09:30:00Z", "2026-03-18"), ("2026-03-18T09:30:00.123456Z", "2026-03-18"),
        ("2026-12-31T23:59:60Z", "2026-12-31"), ("2024-02-29T12:00:00+14:00", "2024-02-29"),
    ])
    func dateTimes(_ raw: String, expected: String) {
        #expect(ReleaseDate.parse(raw) == expected)
    }

    @Test("rejects days that do not exist and malformed text", arguments: [
        "2026-02-30", "2025-02-29", "1900-02-29", "2026-04-31", "2026-06-31", "2026-13-01", "2026-00-10",
        "2026-01-00", "2026-01-32", "2026-3-18", "26-03-18", "2026/03/18", "20260318", "2026-03-1x",
        "March 18, 2026", "", "2026-03-18x", "2026-03-18T", "2026-03-18T09:30Z", "2026-03-18T09:30:00",
        "2026-03-18T24:00:00Z", "2026-03-18T09:60:00Z", "2026-03-18T09:30:61Z", "2026-03-18T09:30:00+0200",
        "2026-03-18T09:30:00+24:00", "2026-03-18T09:30:00.Z", "2026-03-18T09:30:00ZZ", "2026-03-18X09:30:00Z",
        "２０２６-03-18", "-2026-03-18",
    ])
    func rejects(_ raw: String) {
        #expect(ReleaseDate.parse(raw) == nil)
    }
}
