import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSourceData

@Suite("YAML collections") struct YAMLCollectionTests {
    private let decoder = YAMLDecoder()

    @Test("decodes nested mappings and lists of mappings")
    func nested() throws {
        let yaml = """
            version: 1.4.0
            date: 2026-03-18
            draft: false
            features:
              - icon: star.fill
                title: "Faster **sync**"
                subtitle: Up to _twice_ as fast.
              - title: Second
            paging:
              perPage: 10
            widget:
              selection: cumulative
            """
        let version = try decoder.decode(TestVersion.self, from: yaml, path: "v.md")
        #expect(version.version.value == "1.4.0")
        #expect(version.date == "2026-03-18")
        #expect(version.draft == false)
        #expect(version.features == [
            TestFeature(icon: "star.fill", title: "Faster **sync**", subtitle: "Up to _twice_ as fast."),
            TestFeature(icon: nil, title: "Second", subtitle: nil),
        ])
        #expect(version.paging == TestPaging(perPage: 10))
        #expect(version.widget?.selection == .cumulative)
    }

    @Test("decodes flow lists and flow mappings")
    func flow() throws {
        let yaml = "sizes: [1, 2, 3]\ntheme: {light: '#fff', dark: \"#000\"}\n"
        struct Model: Decodable { var sizes: [Int]; var theme: [String: String] }
        let model = try decoder.decode(Model.self, from: yaml, path: "t.yml")
        #expect(model.sizes == [1, 2, 3])
        #expect(model.theme == ["light": "#fff", "dark": "#000"])
    }

    @Test("decodes lists of optionals and lists of lists")
    func listsOfOptionals() throws {
        let model = try decoder.decode(Box<[[Int?]]>.self, from: "value: [[1, ~], [], [null, 3]]", path: "t.yml")
        #expect(model.value == [[1, nil], [], [nil, 3]])
    }

    @Test("an empty value is an empty list or mapping when one is required")
    func emptyCollections() throws {
        #expect(try decoder.decode(Box<[String]>.self, from: "value:", path: "t.yml").value == [])
        #expect(try decoder.decode(Box<[String: Int]>.self, from: "value: ~", path: "t.yml").value == [:])
    }

    @Test("an empty document decodes a model whose keys are all optional")
    func emptyDocument() throws {
        let widget = try decoder.decode(TestWidget.self, from: "# nothing set\n", path: "notesite.yml")
        #expect(widget == TestWidget(selection: nil, color: nil))
    }

    @Test("keys that are not CaseIterable are not checked")
    func lenientKeys() throws {
        let model = try decoder.decode(LenientModel.self, from: "title: A\nextra: ignored\n", path: "t.yml")
        #expect(model == LenientModel(title: "A"))
    }

    @Test("a dictionary keeps keys that look like numbers as text")
    func numericKeys() throws {
        let model = try decoder.decode([String: String].self, from: "10: ten\n1.10: one-ten\n", path: "t.yml")
        #expect(model == ["10": "ten", "1.10": "one-ten"])
    }
}
