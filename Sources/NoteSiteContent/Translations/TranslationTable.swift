/// The translations of a site, by language and version.
public struct TranslationTable: Sendable {
    var byLanguage: [String: [SemanticVersion: Translation]] = [:]

    public func translation(of version: SemanticVersion, in language: String) -> Translation? {
        byLanguage[language]?[version]
    }

    /// How many versions `language` has translations of.
    public func count(in language: String) -> Int { byLanguage[language]?.count ?? 0 }
}
