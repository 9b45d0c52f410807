import Testing
@testable import NoteSiteRender

@Suite("A feed dates each entry at the moment its version is published") struct FeedTimestampTests {
    @Test("a date alone is 00:00 in the site's time zone, with its offset; a date and time is that instant in UTC", arguments: [
        ("2026-02-03", nil, "UTC", "2026-02-03T00:00:00Z"),
        ("2026-02-03", nil, "Europe/Berlin", "2026-02-03T00:00:00+01:00"),
        ("2026-07-03", nil, "Europe/Berlin", "2026-07-03T00:00:00+02:00"),
        ("2026-02-03", nil, "America/St_Johns", "2026-02-03T00:00:00-03:30"),
        ("2026-02-03", "2026-02-03T23:15:00-06:00", "Europe/Berlin", "2026-02-04T05:15:00Z"),
        ("2026-02-03", "2026-02-03T08:00:00.5Z", "UTC", "2026-02-03T08:00:00Z"),
        // Midnight skipped by the clock: the day starts at 01:00-03:00, which is 00:00-04:00.
        ("2026-09-06", nil, "America/Santiago", "2026-09-06T00:00:00-04:00"),
    ] as [(String, String?, String, String)])
    func timestamps(date: String, dateTime: String?, zone: String, expected: String) {
        #expect(DateText.feedMoment(date: date, dateTime: dateTime, timeZone: zone).text == expected)
    }
}
