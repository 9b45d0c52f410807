/// Why a text is not a version, before it is worded for users.
struct VersionGrammarFailure: Error {
    let reason: VersionError.Reason

    init(_ reason: VersionError.Reason) { self.reason = reason }
}

/// The SemVer 2.0.0 grammar and the front-matter shorthand on top of it.
///
/// Works on UTF-8 bytes and allocates only the identifier strings it keeps,
/// because a large site parses thousands of versions per build.
enum VersionGrammar {
    /// Parses exactly `major.minor.patch[-prerelease][+build]`, nothing looser.
    static func parseStrict(_ text: String) throws(VersionGrammarFailure) -> SemanticVersion {
        let bytes = text.utf8
        guard !bytes.isEmpty else { throw VersionGrammarFailure(.empty) }
        let buildStart = bytes.firstIndex(of: VersionByte.plus)
        let head = bytes[..<(buildStart ?? bytes.endIndex)]
        let prereleaseStart = head.firstIndex(of: VersionByte.hyphen)
        let core = try parseCore(head[..<(prereleaseStart ?? head.endIndex)])

        var prerelease: [String] = []
        if let start = prereleaseStart {
            prerelease = try identifiers(in: head[head.index(after: start)...], numbersMayHaveLeadingZeros: false)
        }
        var build: [String] = []
        var canonical = text
        if let start = buildStart {
            build = try identifiers(in: bytes[bytes.index(after: start)...], numbersMayHaveLeadingZeros: true)
            canonical = String(text[..<start])
        }
        return SemanticVersion(
            major: core.major, minor: core.minor, patch: core.patch,
            prerelease: prerelease, build: build, canonical: canonical, fullText: text)
    }

    /// Drops one leading lower-case `v` and reads `N` and `N.N` as `N.0.0` and
    /// `N.N.0`; everything else must be strict SemVer. The shorthand applies
    /// only to bare numbers: `1.2-beta` is rejected rather than guessed.
    static func parseFrontMatter(_ text: String) throws(VersionGrammarFailure) -> SemanticVersion {
        guard !text.isEmpty else { throw VersionGrammarFailure(.empty) }
        var body = Substring(text)
        if body.first == "v" {
            body = body.dropFirst()
            guard !body.isEmpty else { throw VersionGrammarFailure(.malformedNumber) }
        }
        switch shorthandDots(in: body) {
        case 0: return try parseStrict(String(body) + ".0.0")
        case 1: return try parseStrict(String(body) + ".0")
        default: return try parseStrict(String(body))
        }
    }

    /// The number of dots when `text` is only digits and at most one dot, else nil.
    private static func shorthandDots(in text: Substring) -> Int? {
        var dots = 0
        for byte in text.utf8 {
            if byte == VersionByte.dot {
                dots += 1
            } else if !VersionByte.isDigit(byte) {
                return nil
            }
        }
        return dots <= 1 ? dots : nil
    }
}
