import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

@Suite("CSS colors: every form of docs/content.md, nothing else")
struct CSSColorTests {
    @Test("accepts hex colors, color functions, named colors and keywords", arguments: [
        "#fff", "#FFFA", "#007aff", "#007AFF80", " orange ",
        "rgb(0 122 255)", "rgb(0, 122, 255)", "rgba(0, 122, 255, 0.5)", "rgb(0 122 255 / 50%)",
        "rgb(0 0 0/50%)", "rgb(100% 0% 0%)", "RGB(1 2 3)", "rgb(1e2 +2 -3)",
        "hsl(210 100% 50%)", "hsl(210deg, 100%, 50%)", "hsla(210, 100%, 50%, .5)", "hsl(0.5turn 50% 50%)",
        "hsl(3.14rad 10% 10%)", "hsl(200grad 10% 10%)", "hsl(none 0% 50%)",
        "hwb(210 0% 0%)", "lab(50% 40 59.5)", "lch(52.2% 72.2 50 / 0.8)",
        "oklab(0.63 0.22 0.13)", "oklch(0.7 0.15 210 / 0.5)", "oklch(70% 0.15 none)",
        "red", "RebeccaPurple", "lightgoldenrodyellow", "transparent", "currentColor", "currentcolor",
    ])
    func accepts(_ value: String) {
        #expect(CSSColor.isValid(value))
    }

    @Test("rejects anything that is not a plain CSS color", arguments: [
        "", " ", "accent", "notacolor", "reds", "color(srgb 1 0 0)",
        "red; } body {", "red;", "#fff; background: url(x)", "url(x)", "url(https://evil.example/x.png)",
        "expression(alert(1))", "javascript:alert(1)", "\"red\"",
        "#12", "#12345", "#1234567", "#ggg", "# fff", "#",
        "rgb(1,2)", "rgb(1 2)", "rgb(1 2 3 4 5)", "rgb()", "rgb(1 2 3", "rgb 1 2 3)", "rgb(1 2 3))",
        "rgb(1 2 3) red", "rgb(1 2 3); color: red", "rgb(1 2 3 / 4 / 5)", "rgb(1 2 / 3)", "rgb(/ 1 2 3)",
        "rgb(calc(1) 2 3)", "rgb(var(--x), 2, 3)", "rgb(1, 2, min(3, 4))", "rgb(1 2 env(x))",
        "rgb(1px 2 3)", "rgb(inf 2 3)", "rgb(nan 2 3)", "rgb(\"1\" 2 3)", "rgb(1 2 3)/**/",
        "hsl(1 2% 3%) }", "lab(50% 40 59.5;)", "rgb(1 2 3 4)",
    ])
    func rejects(_ value: String) {
        #expect(!CSSColor.isValid(value))
    }

    @Test("knows all 148 CSS named colors")
    func namedColors() {
        #expect(CSSColor.named.count == 148)
        #expect(CSSColor.named.allSatisfy { CSSColor.isValid($0) && CSSColor.isValid($0.uppercased()) })
    }
}
