import NoteSiteDiagnostics
import NoteSiteSourceData
extension ReleaseValidator.Check {
    /// A `platforms` list: words that `notesite.yml` declares, each once.
    /// An undeclared word is an error naming the nearest declared one, so
    /// that a typo never makes a platform.
    mutating func platforms(_ source: [Located<String>]?, key: String) -> [String] {
        var words: [String] = []
        let declared = validator.config.platforms
        for (index, word) in (source ?? []).enumerated() {
            guard declared.contains(word.value) else {
                fail(word, "'\(key)[\(index)]' names platform '\(word.value)', which notesite.yml does not declare",
                     hint: Self.platformHint(for: word.value, declared: declared))
                continue
            }
            guard !words.contains(word.value) else {
                fail(word, "platform '\(word.value)' is listed twice", hint: "remove the repeated word")
                continue
            }
            words.append(word.value)
        }
        return words
    }

    /// What to write instead of the undeclared platform `word`.
    package static func platformHint(for word: String, declared: [String]) -> String {
        guard !declared.isEmpty else {
            return "declare the platforms in notesite.yml, e.g. platforms: [\(ReleaseValidator.Check.suggestedLabel(word))]"
        }
        let list = declared.joined(separator: ", ")
        if let near = Suggestion.closest(to: word, among: declared) {
            return "did you mean '\(near)'? notesite.yml declares: \(list)"
        }
        return "use one of: \(list), or add '\(word)' to platforms in notesite.yml"
    }
}
