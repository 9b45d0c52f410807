import Testing
@testable import NoteSiteBuild
@testable import NoteSiteMustache

@Suite struct TemplateRenderingTests {
    @Test("escapes the five HTML-special characters, apostrophe included")
    func escaping() throws {
        let template = try Template(parsing: "{{s}}|{{{s}}}|{{&s}}", name: "t")
        #expect(template.render(["s": "<a href=\"x\">'Tom' & Jerry</a>"]) == """
            &lt;a href=&quot;x&quot;&gt;&#39;Tom&#39; &amp; Jerry&lt;/a&gt;|<a href="x">'Tom' & Jerry</a>|<a href="x">'Tom' & Jerry</a>
            """)
    }

    @Test("keeps non-ASCII text intact while escaping")
    func unicode() throws {
        let template = try Template(parsing: "{{s}}", name: "t")
        #expect(template.render(["s": "⭐️ «Fast» & 速い <ok>"]) == "⭐️ «Fast» &amp; 速い &lt;ok&gt;")
    }

    @Test("renders the same parsed template many times with different data")
    func reuse() throws {
        let template = try Template(parsing: "{{#items}}{{.}},{{/items}}", name: "t")
        #expect(template.render(["items": [1, 2]]) == "1,2,")
        #expect(template.render(["items": ["a"]]) == "a,")
        #expect(template.render([:]) == "")
    }

    @Test("never crashes on odd templates or data", arguments: [
        "{{", "}}", "{{{", "{{#a}}{{/a}}{{/a}}", "{{=", "{{=a=}}", "{{>}}", "{{<*x}}{{/*x}}", "{{$a}}{{/a}}",
        "{{.}}{{..}}{{a..b}}", "{{#.}}{{.}}{{/.}}", "\r\n{{#a}}\r\n{{/a}}\r", "{{!}}", "{{^}}", "{{a}}}",
    ])
    func robustness(source: String) {
        let data: MustacheValue = ["a": [[1, nil, ["b": "<"]], "x"], "x": "a"]
        if let template = try? Template(parsing: source, name: "t") {
            _ = template.render(data, partials: ["a": template])
            _ = template.render(.null)
        }
    }
}
