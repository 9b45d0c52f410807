import Testing
@testable import NoteSiteBuild
@testable import NoteSiteMustache

@Suite struct TemplateLibraryTests {
    static let paths = ["page": "templates/page.mustache", "shell": "templates/shell.mustache"]

    @Test("renders a template with its partials and parents")
    func rendersWithPartials() throws {
        let library = try TemplateLibrary(sources: [
            "layout": "<main>{{$body}}empty{{/body}}</main>",
            "page": "{{<layout}}{{$body}}{{>item}}{{/body}}{{/layout}}",
            "item": "<b>{{name}}</b>",
        ])
        #expect(try library.render("page", ["name": "A & B"]) == "<main><b>A &amp; B</b></main>")
    }

    @Test("rejects a partial that is not in the library, suggesting the nearest name")
    func missingPartial() throws {
        let error = try #require(throws: MustacheError.self) {
            try TemplateLibrary(sources: ["page": "a\n {{> footr}}", "footer": "f"], sourcePaths: Self.paths)
        }
        #expect(error.diagnostic.text == """
            templates/page.mustache:2:2: error: partial 'footr' does not exist
              hint: did you mean 'footer'?
            """)
    }

    @Test("rejects a parent that is not in the library")
    func missingParent() throws {
        let error = try #require(throws: MustacheError.self) {
            try TemplateLibrary(sources: ["shell": "{{<base}}{{/base}}"], sourcePaths: Self.paths)
        }
        #expect(error.diagnostic.text == """
            templates/shell.mustache:1:1: error: parent template 'base' does not exist
              hint: add a template named 'base', or fix the name
            """)
    }

    @Test("lists every problem at once, in name order")
    func problems() {
        let problems = TemplateLibrary.problems(in: ["b": "{{#a}}", "a": "{{>nope}}{{<none}}{{/none}}"])
        #expect(problems.map(\.diagnostic.message) == [
            "section 'a' is never closed", "partial 'nope' does not exist", "parent template 'none' does not exist",
        ])
    }

    @Test("leaves dynamic names to render time, where missing ones render empty")
    func dynamicNames() throws {
        let library = try TemplateLibrary(sources: ["page": "[{{>*kind}}]", "text": "T"])
        #expect(try library.render("page", ["kind": "text"]) == "[T]")
        #expect(try library.render("page", ["kind": "video"]) == "[]")
    }

    @Test("refuses to render a template it does not hold")
    func unknownTemplate() throws {
        let library = try TemplateLibrary(sources: ["page": "p"])
        let error = try #require(throws: MustacheError.self) { try library.render("pgae", [:]) }
        #expect(error.diagnostic.text == "pgae: error: template 'pgae' does not exist\n  hint: did you mean 'page'?")
    }

    @Test("lets overrides replace built-in templates by name and add new ones")
    func merging() throws {
        let builtIn = try TemplateLibrary(sources: ["page": "{{>footer}}", "footer": "built-in"])
        let site = try builtIn.merging(["footer": "{{>credits}} site", "credits": "(c)"])
        #expect(try site.render("page", [:]) == "(c) site")
        #expect(site.names == ["credits", "footer", "page"])
        #expect(try builtIn.render("page", [:]) == "built-in")
    }

    @Test("checks overrides against the merged library, naming their files")
    func mergingValidates() throws {
        let builtIn = try TemplateLibrary(sources: ["page": "{{>footer}}", "footer": "f"])
        let error = try #require(throws: MustacheError.self) {
            try builtIn.merging(["page": "{{#x}}"], sourcePaths: ["page": "templates/page.mustache"])
        }
        #expect(error.diagnostic.text == "templates/page.mustache:1:1: error: section 'x' is never closed\n  hint: add {{/x}} after its content")
    }

    @Test("stops recursive partials at a fixed depth instead of crashing")
    func recursionCap() throws {
        let library = try TemplateLibrary(sources: ["loop": "x{{>loop}}", "parent": "{{<parent}}{{/parent}}"])
        #expect(try library.render("loop", [:]) == String(repeating: "x", count: TemplateRenderer.maximumDepth + 1))
        #expect(try library.render("parent", [:]) == "")
    }
}
