extension SemanticVersion {
    /// Parses strict SemVer 2.0.0: `1.2.3`, `1.2.3-rc.1+build.5`; rejects `1.2`, `v1.2.3`.
    public init(strict text: String) throws(VersionError) {
        do throws(VersionGrammarFailure) {
            self = try VersionGrammar.parseStrict(text)
        } catch {
            throw VersionError(text: text, reason: error.reason, grammar: .strict)
        }
    }

    /// Parses a front-matter `version`: strict SemVer, plus WhatsNewKit's
    /// shorthand (`1.4` is 1.4.0, `1` is 1.0.0) and one leading lower-case
    /// `v`. The shorthand covers bare numbers only (`1.2-beta` is an error),
    /// and an upper-case `V` is an error with a hint, never a guess.
    public init(frontMatter text: String) throws(VersionError) {
        do throws(VersionGrammarFailure) {
            self = try VersionGrammar.parseFrontMatter(text)
        } catch {
            throw VersionError(text: text, reason: error.reason, grammar: .frontMatter)
        }
    }
}
