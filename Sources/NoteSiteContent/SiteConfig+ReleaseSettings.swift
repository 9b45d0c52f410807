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
            guard TimeZone(identifier: zone.value) != nil, zone.value == "UTC" || known.contains(zone.value) else {
                let near = Suggestion.closest(to: zone.value, among: known.sorted())
                throw ContentError(path: path, at: zone, message: "'timeZone' must be an IANA time zone name, found \"\(zone.value)\"",
                                   hint: near.map { "did you mean '\($0)'?" } ?? "write a name like UTC, Europe/Paris or America/New_York")
            }
            timeZone = zone.value
        }
        if let show = source.unreleased?.show { showsUnreleased = show }
    }

    /// The platform word nearest to `word` among the declared ones.
    func nearestPlatform(to word: String) -> String? {
        Suggestion.closest(to: word, among: platforms)
    }
}
