import Foundation
import Testing
import NoteSiteKit

@Suite("The front-matter shorthand and the canonical form")
struct SemanticVersionShorthandTests {
    @Test("the shorthand and a leading v read as full versions", arguments: [
        ("1.4", "1.4.0"), ("1", "1.0.0"), ("v1.4.0", "1.4.0"), ("v2", "2.0.0"), ("1.10", "1.10.0"),
        ("1.4.0-beta.1+exp.5", "1.4.0-beta.1"),
    ])
    func shorthand(text: String, canonical: String) throws {
        #expect(try SemanticVersion(frontMatter: text).canonical == canonical)
    }

    @Test("strict parsing refuses the shorthand and the v", arguments: ["1.4", "1", "v1.4.0"])
    func strictRefusesShorthand(text: String) {
        #expect(throws: VersionError.self) { try SemanticVersion(strict: text) }
    }

    @Test("the shorthand covers bare numbers only", arguments: ["1.2-beta", "V1.2.0", "1.4.x", ""])
    func shorthandIsNoGuess(text: String) {
        #expect(throws: VersionError.self) { try SemanticVersion(frontMatter: text) }
    }

    @Test("JSON holds the canonical form and refuses what is not strict SemVer")
    func codable() throws {
        let version = try SemanticVersion(strict: "1.4.0-rc.1+build.9")
        #expect(String(decoding: try JSONEncoder().encode([version]), as: UTF8.self) == #"["1.4.0-rc.1"]"#)
        #expect(try JSONDecoder().decode([SemanticVersion].self, from: Data(#"["1.4.0+7"]"#.utf8)) == [version.majorMinorZero])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([SemanticVersion].self, from: Data(#"["1.4"]"#.utf8)) }
    }
}
