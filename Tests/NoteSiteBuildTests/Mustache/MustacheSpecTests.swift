import Testing
@testable import NoteSiteBuild
@testable import NoteSiteMustache

@Suite struct MustacheSpecTests {
    @Test("loads all 184 cases of the implemented spec files")
    func caseCount() {
        #expect(MustacheSpecCase.all.count == 184)
    }

    @Test("renders each spec case as the spec expects", arguments: MustacheSpecCase.all)
    func conforms(to specCase: MustacheSpecCase) throws {
        let template = try Template(parsing: specCase.template, name: "template")
        var partials: [String: Template] = [:]
        for (name, source) in specCase.partials ?? [:] {
            partials[name] = try Template(parsing: source, name: name)
        }
        #expect(template.render(specCase.data, partials: partials) == specCase.expected)
    }
}
