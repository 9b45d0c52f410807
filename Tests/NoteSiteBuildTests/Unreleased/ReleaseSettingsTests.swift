import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

@Suite("notesite.yml: platforms, timeZone, unreleased, and the site's now")
struct ReleaseSettingsTests {
    private func config(_ yaml: String) throws -> SiteConfig { try ConfigFixture.config(yaml) }

    private func diagnostic(_ yaml: String) -> String? { ConfigFixture.diagnostic(yaml) }

    @Test("declares no platform, counts days in UTC and hides the unreleased changes by default")
    func defaults() throws {
        let c = try config("{}")
        #expect(c.platforms == [])
        #expect(c.timeZone == "UTC")
        #expect(c.showsUnreleased == false)
    }

    @Test("reads the declared platforms, the time zone and unreleased.show")
    func reads() throws {
        let c = try config("platforms: [ios, macos, android-tv]\ntimeZone: Europe/Paris\nunreleased: {show: true}\n")
        #expect(c.platforms == ["ios", "macos", "android-tv"])
        #expect(c.timeZone == "Europe/Paris")
        #expect(c.showsUnreleased)
    }

    @Test("takes every IANA name, also those the zone tables list under another", arguments: [
        "Asia/Kolkata", "Asia/Calcutta", "Etc/UTC", "Etc/GMT+5", "US/Eastern", "CET", "EST5EDT", "PST8PDT", "UTC",
        "Japan", "GB", "America/Argentina/Buenos_Aires",
    ])
    func ianaNames(_ zone: String) throws {
        #expect(try config("timeZone: \(zone)\n").timeZone == zone)
    }

    @Test("refuses forms that are no zone's name", arguments: ["GMT+5", "UTC+2", "PST", "utc", "Asia/Nowhere"])
    func notZoneNames(_ zone: String) {
        #expect(diagnostic("timeZone: \(zone)\n")?.hasPrefix("notesite.yml:1:11: error: 'timeZone' must be an IANA time zone name") == true)
    }

    @Test("refuses bad values with located errors and hints", arguments: [
        ("timeZone: Europe/Pariss\n",
         "notesite.yml:1:11: error: 'timeZone' must be an IANA time zone name, found \"Europe/Pariss\"\n  hint: did you mean 'Europe/Paris'?"),
        ("timeZone: Nowhere\n",
         "notesite.yml:1:11: error: 'timeZone' must be an IANA time zone name, found \"Nowhere\"\n  hint: write a name like UTC, Europe/Paris or America/New_York"),
        ("platforms: [iOS]\n",
         "notesite.yml:1:13: error: 'platforms[0]' must be lower-case letters, digits and '-', found \"iOS\"\n  hint: write it as 'ios'"),
        ("platforms: [ios, ios]\n",
         "notesite.yml:1:18: error: platform 'ios' is declared twice\n  hint: remove the repeated word"),
        ("timezone: UTC\n",
         "notesite.yml:1:1: error: unknown key 'timezone' at the top level\n  hint: did you mean 'timeZone'?"),
        ("unreleased: {shwo: true}\n",
         "notesite.yml:1:14: error: unknown key 'shwo' in 'unreleased'\n  hint: did you mean 'show'?"),
        ("platfroms: [ios]\n",
         "notesite.yml:1:1: error: unknown key 'platfroms' at the top level\n  hint: did you mean 'platforms'?"),
    ])
    func errors(_ yaml: String, expected: String) {
        #expect(diagnostic(yaml) == expected)
    }

    @Test("now is SOURCE_DATE_EPOCH when set, and today follows the time zone")
    func now() throws {
        // 2026-03-18T23:30:00Z: still the 18th in UTC, already the 19th in Paris.
        let clock = try SiteClock.current(environment: ["SOURCE_DATE_EPOCH": "1773876600"])
        #expect(clock.now == Date(timeIntervalSince1970: 1_773_876_600))
        #expect(clock.today(in: "UTC") == "2026-03-18")
        #expect(clock.today(in: "Europe/Paris") == "2026-03-19")
        #expect(clock.today(in: "America/Los_Angeles") == "2026-03-18")
    }

    @Test("now is the clock without SOURCE_DATE_EPOCH")
    func clock() throws {
        let before = Date()
        let clock = try SiteClock.current(environment: [:])
        #expect(clock.now >= before && clock.now <= Date())
    }

    @Test("a SOURCE_DATE_EPOCH that is not a number of seconds is an error")
    func badEpoch() {
        #expect(throws: ContentError.self) { try SiteClock.current(environment: ["SOURCE_DATE_EPOCH": "yesterday"]) }
        do {
            _ = try SiteClock.current(environment: ["SOURCE_DATE_EPOCH": "yesterday"])
        } catch {
            #expect(error.diagnostic.text == """
                SOURCE_DATE_EPOCH: error: SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, found "yesterday"
                  hint: set it like SOURCE_DATE_EPOCH=$(git log -1 --format=%ct), or unset it to use the clock
                """)
        }
    }
}
