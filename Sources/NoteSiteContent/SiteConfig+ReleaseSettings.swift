import Foundation
import NoteSiteDiagnostics

extension SiteConfig {
    /// `platforms`, `timeZone` and `unreleased` (docs/content.md).
    mutating func loadReleaseSettings(_ source: SiteConfigSource, path: String) throws(ContentError) {
        var declared: [String] = []
        for (index, word) in (source.platforms ?? []).enumerated() {
            guard ReleaseValidator.Check.isLabel(word.value) else {
                throw ContentError(path: path, at: word,
                    message: "'platforms[\(index)]' must be lower-case letters, digits and '-', found \"\(word.value)\"",
                    hint: "write it as '\(ReleaseValidator.Check.suggestedLabel(word.value))'")
            }
            guard !declared.contains(word.value) else {
                throw ContentError(path: path, at: word, message: "platform '\(word.value)' is declared twice",
                                   hint: "remove the repeated word")
            }
            declared.append(word.value)
        }
        platforms = declared
        if let zone = source.timeZone {
            let known = TimeZone.knownTimeZoneIdentifiers
            guard Self.isZoneName(zone.value, known: known) else {
                let near = Suggestion.closest(to: zone.value, among: known.sorted())
                throw ContentError(path: path, at: zone, message: "'timeZone' must be an IANA time zone name, found \"\(zone.value)\"",
                                   hint: near.map { "did you mean '\($0)'?" } ?? "write a name like UTC, Europe/Paris or America/New_York")
            }
            timeZone = zone.value
        }
        if let show = source.unreleased?.show { showsUnreleased = show }
    }

    /// True when `name` is a time zone of the IANA database that the zone
    /// tables know under that very name. The tables list one name for most
    /// zones (`Asia/Calcutta`, not `Asia/Kolkata`), so any `Area/Place`
    /// they open is taken, with the database's zones that have no slash;
    /// forms they read but that are no zone's name (`GMT+5`, `PST`) are not.
    static func isZoneName(_ name: String, known: [String]) -> Bool {
        if name == "UTC" { return true }
        guard TimeZone(identifier: name)?.identifier == name else { return false }
        return known.contains(name) || name.contains("/") || zonesWithoutSlash.contains(name)
    }

    /// The database's names with no slash, its `backward` links among them.
    private static let zonesWithoutSlash: Set<String> = [
        "UTC", "UCT", "GMT", "GMT0", "GMT+0", "GMT-0", "Universal", "Zulu", "Greenwich",
        "CET", "EET", "MET", "WET", "EST", "MST", "HST", "EST5EDT", "CST6CDT", "MST7MDT", "PST8PDT",
        "Cuba", "Egypt", "Eire", "GB", "GB-Eire", "Hongkong", "Iceland", "Iran", "Israel", "Jamaica", "Japan",
        "Kwajalein", "Libya", "NZ", "NZ-CHAT", "Navajo", "PRC", "Poland", "Portugal", "ROC", "ROK", "Singapore",
        "Turkey", "W-SU",
    ]

    /// The platform word nearest to `word` among the declared ones.
    func nearestPlatform(to word: String) -> String? {
        Suggestion.closest(to: word, among: platforms)
    }
}
