import Testing
@testable import NoteSiteBuild
@testable import NoteSiteRender

@Suite("Whole-line comments are left out of the widget script") struct ScriptCommentsTests {
    @Test("line comments and blocks on lines of their own go; code and comments after code stay")
    func strips() {
        let script = """
            (function () {
              /** A doc comment
                  over two lines. */
              // a line comment
              var a = 1; // kept: it follows code
              /* a block */ var b = 2;
              var url = "http://example.com/*x*/";
            })();
            """
        #expect(ScriptComments.strippingWholeLineComments(script) == """
            (function () {
              var a = 1; // kept: it follows code
              /* a block */ var b = 2;
              var url = "http://example.com/*x*/";
            })();
            """)
    }

    @Test("an unclosed block is kept as it is")
    func unclosed() {
        let script = "var a;\n/* never closed\nvar b;"
        #expect(ScriptComments.strippingWholeLineComments(script) == script)
    }
}
