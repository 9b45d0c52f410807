import Testing
@testable import NoteSiteBuild
@testable import NoteSiteDiagnostics

@Suite struct DiagnosticTests {
    @Test("prints like a compiler, with the hint indented below")
    func textFormat() {
        let d = Diagnostic(path: "content/versions/1.4.0.md", line: 3, column: 10,
                           message: "'version' must be a semantic version, found \"1.4.x\"",
                           hint: "write it as 1.4.0, 1.4 or v1.4.0")
        #expect(d.text == """
            content/versions/1.4.0.md:3:10: error: 'version' must be a semantic version, found "1.4.x"
              hint: write it as 1.4.0, 1.4 or v1.4.0
            """)
    }

    @Test("GitHub annotations call a note a notice")
    func githubNotice() {
        let note = Diagnostic(.note, path: "content/versions", message: "m")
        #expect(note.githubAnnotation == "::notice file=content/versions::m")
        #expect(Diagnostic.Severity.note < .warning && Diagnostic.Severity.warning < .error)
    }

    @Test("leaves out the line when none applies")
    func withoutLine() {
        let d = Diagnostic(.warning, path: "notesite.yml", message: "no baseURL")
        #expect(d.text == "notesite.yml: warning: no baseURL")
    }

    @Test("escapes GitHub annotations")
    func github() {
        let d = Diagnostic(path: "a,b.md", line: 2, column: 1, message: "50% bad\nreally", hint: "fix")
        #expect(d.githubAnnotation == "::error file=a%2Cb.md,line=2,col=1::50%25 bad%0Areally%0Ahint: fix")
    }

    @Test("suggests the nearest known name", arguments: [
        ("titel", "title"), ("contentSpacng", "contentSpacing"), ("perpage", "perPage"), ("zzzzzz", nil),
    ] as [(String, String?)])
    func suggestion(typo: String, expected: String?) {
        let known = ["title", "contentSpacing", "perPage", "version", "date"]
        #expect(Suggestion.closest(to: typo, among: known) == expected)
    }
}
