import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSourceData

@Suite("Imported texts written as YAML scalars read back unchanged")
struct YAMLScalarTextTests {
    /// Characters that mean something to YAML or to the writer's choices.
    static let alphabet: [Character] = Array("aZ09 -:#,[]{}&*!|>'\"%@`?~\\\n\t.ÿé😀\u{85}\u{2028}\u{7F}\u{1}")

    /// One list item, as the writer puts it under `changes:`.
    private func roundTrip(_ text: String) throws -> String {
        let yaml = "items:\n  - " + YAMLScalarText.value(text, indent: 4) + "\n"
        return try YAMLDecoder().decode([String: [String]].self, from: yaml, path: "t.yml")["items"]?.first ?? "<missing>"
    }

    @Test("chosen cases", arguments: [
        "yes", "No", "null", "~", "1.0", "2026-03-18", "- item", "# not a comment", "a: b", "a #b", "trailing ",
        "Fix `a: b` in [docs](https://x.example/#a)", "Line one\nline two", "Nested:\n  - one\n  - two",
        "  leading", "tab\tinside", "quote \"x\" and \\ back", "*emphasis*", "[link][ref]", "", "ok",
        "ends with newline\n", "blank\n\nline", "line with trailing space \nnext",
    ])
    func chosen(_ text: String) throws {
        #expect(try roundTrip(text) == text)
    }

    @Test("generated strings over a hostile alphabet")
    func generated() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let length = Int.random(in: 0...12, using: &generator)
            let text = String((0..<length).map { _ in Self.alphabet.randomElement(using: &generator)! })
            #expect(try roundTrip(text) == text, "\(text.debugDescription)")
        }
    }

    @Test("plain words stay plain, so files read as people write them")
    func plainWhenSafe() {
        #expect(YAMLScalarText.value("Folders for notes", indent: 4) == "Folders for notes")
        #expect(YAMLScalarText.value("yes", indent: 4) == "\"yes\"")
        #expect(YAMLScalarText.value("a\nb", indent: 4) == "|-\n    a\n    b")
    }
}
