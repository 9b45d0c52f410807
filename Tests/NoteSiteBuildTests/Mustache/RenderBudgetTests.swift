import Testing
@testable import NoteSiteBuild
@testable import NoteSiteMustache

/// One render does a bounded amount of work, however its partials fan out.
@Suite("Render budget") struct RenderBudgetTests {
    /// Ten partials, each including the next ten times: 10^10 expansions
    /// without any recursion or great depth.
    private static func fanOut() throws -> TemplateLibrary {
        var sources = ["page": "<main>{{>p0}}</main>"]
        var paths = ["page": "templates/page.mustache"]
        for level in 0..<10 {
            sources["p\(level)"] = level == 9 ? "x" : String(repeating: "{{>p\(level + 1)}}", count: 10)
            paths["p\(level)"] = "templates/p\(level).mustache"
        }
        return try TemplateLibrary(sources: sources, sourcePaths: paths)
    }

    @Test("ten levels of partials included ten times each stop with an error naming the template")
    func fanOutStops() throws {
        var library = try Self.fanOut()
        // The default budget takes tens of seconds in a debug build; the check is the same.
        library.stepLimit = 1_000_000
        let error = try #require(throws: MustacheError.self) { try library.render("page", [:]) }
        #expect(error.diagnostic.text == """
            templates/page.mustache: error: rendering this template takes more than 1000000 steps, stopped inside \
            templates/p0.mustache > templates/p1.mustache > templates/p2.mustache > templates/p3.mustache > \
            templates/p4.mustache > templates/p5.mustache > templates/p6.mustache > templates/p7.mustache
              hint: partials that include others several times multiply their work; include each once, or inside a section over data
            """)
    }

    @Test("a render within the budget is complete, and one just past it throws")
    func budgetEdge() throws {
        let template = try Template(parsing: "{{#items}}<{{.}}>{{/items}}", name: "list")
        let items = MustacheValue.list((0..<10).map { .string("\($0)") })
        // The line start and the section, then three nodes per item.
        #expect(try template.checkedRender(.object(["items": items]), partials: NoPartials(), stepLimit: 32)
            == "<0><1><2><3><4><5><6><7><8><9>")
        #expect(throws: MustacheError.self) {
            try template.checkedRender(.object(["items": items]), partials: NoPartials(), stepLimit: 31)
        }
    }
}
