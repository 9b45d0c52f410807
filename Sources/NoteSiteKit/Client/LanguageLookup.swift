import Foundation

/// RFC 4647 lookup of a language among a site's languages, as the widget
/// does it (docs/languages.md): `fr-CA` finds `fr`, `zh-TW` finds `zh-Hant`.
public enum LanguageLookup {
    /// The first of `ranges` (most preferred first) that finds one of
    /// `languages`, as spelt in `languages`; nil when none does.
    public static func resolve(_ ranges: [String], in languages: [String]) -> String? {
        for range in ranges {
            if let found = resolve(range, in: languages) { return found }
        }
        return nil
    }

    /// The language that lookup finds for one range, or nil.
    public static func resolve(_ range: String, in languages: [String]) -> String? {
        let tags = languages.map { $0.lowercased() }
        var parts = range.trimmingCharacters(in: .whitespaces).lowercased()
            .replacingOccurrences(of: "_", with: "-").split(separator: "-", omittingEmptySubsequences: false)
            .map(String.init)
        // Chinese regions imply their script: zh-TW is written in Traditional characters.
        if parts.first == "zh", parts.count > 1, parts[1].count != 4 {
            parts.insert(["tw", "hk", "mo"].contains(parts[1]) ? "hant" : "hans", at: 1)
        }
        while let first = parts.first, !first.isEmpty {
            if let found = tags.firstIndex(of: parts.joined(separator: "-")) { return languages[found] }
            parts.removeLast()
            // A single-letter subtag never ends a range (RFC 4647 §3.4).
            if let last = parts.last, last.count == 1 { parts.removeLast() }
        }
        return nil
    }
}
