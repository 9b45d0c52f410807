import Testing
@testable import NoteSiteBuild
@testable import NoteSiteMarkdown

@Suite struct LinkSafetyTests {
    static let safe = MarkdownRenderer()
    static let unsafe = MarkdownRenderer(options: MarkdownOptions(unsafeHTML: true))

    @Test("an unsafe link in a body is emptied and reported at its line and column") func blockWarning() {
        let output = Self.safe.renderBlock("Intro\n\nSee [this](javascript:alert(1)) now\n")
        #expect(output.html == "<p>Intro</p>\n<p>See <a href=\"\">this</a> now</p>\n")
        #expect(output.warnings == [
            MarkdownWarning(line: 3, column: 5, message: "unsafe link destination \"javascript:alert(1)\" removed")
        ])
    }

    @Test("columns count characters, not bytes") func unicodeColumns() {
        let output = Self.safe.renderBlock("> Ünïcødé [x](vbscript:msgbox)\n")
        #expect(output.warnings.map(\.line) == [1])
        #expect(output.warnings.map(\.column) == [11])
    }

    @Test("lines count CRLF and CR endings once each") func lineEndings() {
        let output = Self.safe.renderBlock("a\r\n\r\nb\r\rc [x](file:///etc/passwd)")
        #expect(output.warnings.map(\.line) == [5])
        #expect(output.warnings.map(\.column) == [3])
    }

    static let rejected: [MarkdownCase] = [
        MarkdownCase("javascript", "[x](javascript:alert(1))", "javascript:alert(1)"),
        MarkdownCase("any case", "[x](JaVaScRiPt:alert(1))", "JaVaScRiPt:alert(1)"),
        MarkdownCase("vbscript", "[x](vbscript:msgbox)", "vbscript:msgbox"),
        MarkdownCase("file", "[x](file:///etc/passwd)", "file:///etc/passwd"),
        MarkdownCase("data HTML in an image", "![x](data:text/html,hi)", "data:text/html,hi"),
        MarkdownCase("data SVG in an image", "![x](data:image/svg+xml,hi)", "data:image/svg+xml,hi"),
        MarkdownCase("a leading space from an entity", "[x](&#32;javascript:alert(1))", " javascript:alert(1)"),
        MarkdownCase("a leading control character", "[x](<\u{1}javascript:alert(1)>)", "\\u{1}javascript:alert(1)"),
        MarkdownCase("a reference definition", "[x]\n\n[x]: javascript:alert(1)", "javascript:alert(1)"),
        MarkdownCase("an autolink", "<javascript:alert(1)>", "javascript:alert(1)"),
    ]

    @Test("unsafe destinations are emptied in safe mode", arguments: rejected)
    func rejectsUnsafe(_ row: MarkdownCase) {
        let output = Self.safe.renderBlock(row.input)
        #expect(output.warnings.map(\.message) == ["unsafe link destination \"\(row.expected)\" removed"])
        #expect(output.html.contains("href=\"\"") || output.html.contains("src=\"\""))
        #expect(!output.html.lowercased().contains("=\"javascript:"))
    }

    static let accepted = [
        "[x](https://example.com)", "[x](mailto:a@example.com)", "[x](assets/a.png)", "[x](/path)",
        "![x](data:image/png;base64,AAAA)", "![x](DATA:IMAGE/JPEG;base64,AAAA)", "![x](data:image/webp,AAAA)",
        "![x](data:image/gif,AAAA)", "[javascript:](https://example.com)", "[x](#javascript:)",
    ]

    @Test("safe destinations are kept without a warning", arguments: accepted)
    func keepsSafe(_ markdown: String) {
        let output = Self.safe.renderBlock(markdown)
        #expect(output.warnings.isEmpty)
        #expect(!output.html.contains("href=\"\"") && !output.html.contains("src=\"\""))
    }

    @Test("with raw HTML allowed, script schemes are still emptied but file and data stay") func unsafeMode() {
        let scripted = Self.unsafe.renderBlock("[x](javascript:alert(1)) [y](VBScript:z)")
        #expect(scripted.html == "<p><a href=\"\">x</a> <a href=\"\">y</a></p>\n")
        #expect(scripted.warnings.map(\.column) == [1, 26])
        let kept = Self.unsafe.renderBlock("[x](file:///tmp/a) ![y](data:text/html,hi)")
        #expect(kept.html == "<p><a href=\"file:///tmp/a\">x</a> <img src=\"data:text/html,hi\" alt=\"y\" /></p>\n")
        #expect(kept.warnings.isEmpty)
    }

    @Test("inline text reports positions within the text as given") func inlineWarnings() {
        let output = Self.safe.renderInline("Read [more](javascript:x)")
        #expect(output.html == "Read <a href=\"\">more</a>")
        #expect(output.warnings.map { [$0.line, $0.column] } == [[1, 6]])
        let indented = Self.safe.renderInline("  \n  First line\n  then [x](vbscript:y)")
        #expect(indented.warnings.map { [$0.line, $0.column] } == [[3, 8]])
    }

    @Test("a very long destination is shortened in the message") func longDestination() {
        let url = "data:text/html;base64," + String(repeating: "A", count: 500)
        let message = Self.safe.renderBlock("[x](\(url))").warnings.first?.message ?? ""
        #expect(message.count < 120)
        #expect(message.hasSuffix("…\" removed"))
    }

    @Test("a warning becomes a diagnostic of the file, lines offset past front matter") func diagnostic() {
        let warning = MarkdownWarning(line: 2, column: 4, message: "unsafe link destination \"file:x\" removed")
        #expect(warning.diagnostic(path: "content/versions/1.0.0.md", lineOffset: 5).text
            == "content/versions/1.0.0.md:7:4: warning: unsafe link destination \"file:x\" removed")
    }

    @Test("the derived safe-mode expectation empties unsafe destinations") func derivedExpectation() throws {
        let markdown = "[a](file:///x?y=1&z='2') ![b](data:text/html,q \"t\") [c](/ok)\n"
        let changes = Self.safe.safeModeChanges(in: markdown)
        let derived = try #require(SafeModeExpectation.derive(from: Self.unsafe.renderBlock(markdown).html, changes: changes))
        #expect(derived == Self.safe.renderBlock(markdown).html)
    }
}
