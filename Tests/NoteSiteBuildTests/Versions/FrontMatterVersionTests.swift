import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

@Suite("Front-matter versions: WhatsNewKit's shorthand and a leading v")
struct FrontMatterVersionTests {
    /// A front-matter text that is accepted, with what it must become.
    struct Accepted: Sendable, CustomTestStringConvertible {
        let text: String
        let canonical: String
        var fullText: String? = nil

        var testDescription: String { "\(text.debugDescription) is \(fullText ?? canonical)" }
    }

    /// A rejected text, with the whole message and hint the user sees.
    struct Rejected: Sendable, CustomTestStringConvertible {
        let text: String
        let reason: VersionError.Reason
        let message: String
        let hint: String

        var testDescription: String { "rejects \(text.debugDescription)" }
    }

    static let accepted: [Accepted] = [
        Accepted(text: "1.4", canonical: "1.4.0"),
        Accepted(text: "1", canonical: "1.0.0"),
        Accepted(text: "0", canonical: "0.0.0"),
        Accepted(text: "v1.2.3", canonical: "1.2.3"),
        Accepted(text: "v1.4", canonical: "1.4.0"),
        Accepted(text: "1.10", canonical: "1.10.0"),
        Accepted(text: "1.4.0", canonical: "1.4.0"),
        Accepted(text: "v2.0.0-rc.1", canonical: "2.0.0-rc.1"),
        Accepted(text: "1.2.3+build.7", canonical: "1.2.3", fullText: "1.2.3+build.7"),
        Accepted(text: "v1.2.3-beta+exp.sha.5114f85", canonical: "1.2.3-beta", fullText: "1.2.3-beta+exp.sha.5114f85"),
    ]

    static let rejected: [Rejected] = [
        Rejected(text: "1.4.x", reason: .malformedNumber,
                 message: #"'version' must be a semantic version, found "1.4.x""#,
                 hint: "write it as 1.4.0, 1.4 or v1.4.0"),
        Rejected(text: "banana", reason: .malformedNumber,
                 message: #"'version' must be a semantic version, found "banana""#,
                 hint: "write it as 1.0.0, 1.0 or v1.0.0"),
        Rejected(text: "01.2.3", reason: .leadingZero,
                 message: #"'version' must be a semantic version, found "01.2.3""#,
                 hint: "remove the leading zero: 1.2.3"),
        Rejected(text: "1.2.3.4", reason: .extraComponent,
                 message: #"'version' must be a semantic version, found "1.2.3.4""#,
                 hint: "use three numbers at most, major.minor.patch, such as 1.2.3"),
        Rejected(text: "", reason: .empty,
                 message: "'version' must be a semantic version, found an empty value",
                 hint: "write a version such as 1.0.0"),
        Rejected(text: "v", reason: .malformedNumber,
                 message: #"'version' must be a semantic version, found "v""#,
                 hint: "write it as 1.0.0, 1.0 or v1.0.0"),
        Rejected(text: "V1.2.3", reason: .malformedNumber,
                 message: #"'version' must be a semantic version, found "V1.2.3""#,
                 hint: "use a lower-case v: v1.2.3"),
        Rejected(text: "1.4beta", reason: .malformedNumber,
                 message: #"'version' must be a semantic version, found "1.4beta""#,
                 hint: "write the pre-release after a hyphen: 1.4.0-beta"),
        Rejected(text: "1.2.3foo", reason: .malformedNumber,
                 message: #"'version' must be a semantic version, found "1.2.3foo""#,
                 hint: "write the pre-release after a hyphen: 1.2.3-foo"),
        Rejected(text: "7.1b5", reason: .malformedNumber,
                 message: #"'version' must be a semantic version, found "7.1b5""#,
                 hint: "write the pre-release after a hyphen: 7.1.0-beta.5"),
        Rejected(text: "v2.0rc1", reason: .malformedNumber,
                 message: #"'version' must be a semantic version, found "v2.0rc1""#,
                 hint: "write the pre-release after a hyphen: v2.0.0-rc.1"),
        Rejected(text: "3a2", reason: .malformedNumber,
                 message: #"'version' must be a semantic version, found "3a2""#,
                 hint: "write the pre-release after a hyphen: 3.0.0-alpha.2"),
        Rejected(text: "1.0.0beta.2", reason: .malformedNumber,
                 message: #"'version' must be a semantic version, found "1.0.0beta.2""#,
                 hint: "write the pre-release after a hyphen: 1.0.0-beta.2"),
        Rejected(text: "2.0.0.rc.1", reason: .extraComponent,
                 message: #"'version' must be a semantic version, found "2.0.0.rc.1""#,
                 hint: "write the pre-release after a hyphen: 2.0.0-rc.1"),
        Rejected(text: "2.0.0.beta.2", reason: .extraComponent,
                 message: #"'version' must be a semantic version, found "2.0.0.beta.2""#,
                 hint: "write the pre-release after a hyphen: 2.0.0-beta.2"),
        Rejected(text: "2.0.0 rc1", reason: .malformedNumber,
                 message: #"'version' must be a semantic version, found "2.0.0 rc1""#,
                 hint: "write the pre-release after a hyphen: 2.0.0-rc.1"),
        Rejected(text: "2.0.0_rc1", reason: .malformedNumber,
                 message: #"'version' must be a semantic version, found "2.0.0_rc1""#,
                 hint: "write the pre-release after a hyphen: 2.0.0-rc.1"),
        Rejected(text: "7.1 beta 5", reason: .malformedNumber,
                 message: #"'version' must be a semantic version, found "7.1 beta 5""#,
                 hint: "write the pre-release after a hyphen: 7.1.0-beta.5"),
        Rejected(text: "1.2-beta", reason: .missingComponent,
                 message: #"'version' must be a semantic version, found "1.2-beta""#,
                 hint: "write all three numbers: 1.2.0-beta"),
        Rejected(text: "v01.02.3-rc.01", reason: .leadingZero,
                 message: #"'version' must be a semantic version, found "v01.02.3-rc.01""#,
                 hint: "remove the leading zeros: v1.2.3-rc.1"),
        Rejected(text: " 1.2.3", reason: .malformedNumber,
                 message: #"'version' must be a semantic version, found " 1.2.3""#,
                 hint: "remove the spaces: 1.2.3"),
        Rejected(text: "18446744073709551616.0.0", reason: .overflow,
                 message: #"'version' must be a semantic version, found "18446744073709551616.0.0""#,
                 hint: "each number must be at most 18446744073709551615"),
        Rejected(text: "1.0.0-alpha..1", reason: .emptyIdentifier,
                 message: #"'version' must be a semantic version, found "1.0.0-alpha..1""#,
                 hint: "after '-' and '+', separate identifiers with single dots and leave none empty"),
        Rejected(text: "1.0.0-alpha_beta", reason: .invalidCharacter,
                 message: #"'version' must be a semantic version, found "1.0.0-alpha_beta""#,
                 hint: "after '-' and '+', use only ASCII letters, digits, hyphens and dots"),
    ]

    @Test("reads the shorthand and a leading v as SemVer", arguments: accepted)
    func accepts(_ entry: Accepted) throws {
        let version = try SemanticVersion(frontMatter: entry.text)
        #expect(version.canonical == entry.canonical)
        #expect(version.description == entry.canonical)
        #expect(version.fullText == entry.fullText ?? entry.canonical)
        #expect(version == (try SemanticVersion(strict: entry.canonical)))
    }

    @Test("rejects anything else with a message and a hint", arguments: rejected)
    func rejects(_ entry: Rejected) {
        #expect {
            try SemanticVersion(frontMatter: entry.text)
        } throws: { error in
            guard let error = error as? VersionError else { return false }
            #expect(error.reason == entry.reason)
            #expect(error.message == entry.message)
            #expect(error.hint == entry.hint)
            return true
        }
    }

    @Test("reads 1.10 as ten, above 1.9")
    func tenIsAboveNine() throws {
        #expect(try SemanticVersion(frontMatter: "1.9") < SemanticVersion(frontMatter: "1.10"))
    }

    @Test("speaks of strict SemVer when strict parsing rejects the shorthand")
    func strictHints() {
        #expect(throws: VersionError.self) { try SemanticVersion(strict: "1.2") }
        let shorthand = Self.strictError("1.2")
        #expect(shorthand?.reason == .missingComponent)
        #expect(shorthand?.hint == "write all three numbers: 1.2.0")
        let prefixed = Self.strictError("v1.2.3")
        #expect(prefixed?.hint == "write it as major.minor.patch, such as 1.2.3")
    }

    @Test("names the file, line and column once the caller adds them")
    func diagnostic() {
        let error = Self.frontMatterError("1.4.x")
        let placed = error?.diagnostic.withPath("content/versions/1.4.0.md")
        var located = placed
        located?.line = 3
        located?.column = 10
        #expect(located?.text == """
            content/versions/1.4.0.md:3:10: error: 'version' must be a semantic version, found "1.4.x"
              hint: write it as 1.4.0, 1.4 or v1.4.0
            """)
    }

    @Test("can name another setting than 'version'")
    func otherKey() {
        let error = Self.frontMatterError("latest")?.withKey("app.currentVersion")
        #expect(error?.message == #"'app.currentVersion' must be a semantic version, found "latest""#)
    }

    /// The error strict parsing throws for `text`, or nil when it succeeds.
    private static func strictError(_ text: String) -> VersionError? {
        do {
            _ = try SemanticVersion(strict: text)
            return nil
        } catch {
            return error
        }
    }

    /// The error front-matter parsing throws for `text`, or nil when it succeeds.
    private static func frontMatterError(_ text: String) -> VersionError? {
        do {
            _ = try SemanticVersion(frontMatter: text)
            return nil
        } catch {
            return error
        }
    }
}
