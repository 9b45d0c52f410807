import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSourceData

@Suite("YAML node tree") struct YAMLNodeTests {
    private typealias Mark = YAMLNode.Mark

    @Test("keeps every node's style and 1-based line and column, offset by the first line")
    func marks() throws {
        let yaml = """
            title: 'Hi'
            list:
              - one
              - {a: "b"}
            """
        let root = try YAMLNode.parse(yaml, path: "t.md", firstLine: 2)
        let expected = YAMLNode.mapping([
            .init(key: .scalar("title", .plain, Mark(line: 2, column: 1)),
                  value: .scalar("Hi", .singleQuoted, Mark(line: 2, column: 8))),
            .init(key: .scalar("list", .plain, Mark(line: 3, column: 1)),
                  value: .sequence([
                      .scalar("one", .plain, Mark(line: 4, column: 5)),
                      .mapping([.init(key: .scalar("a", .plain, Mark(line: 5, column: 6)),
                                      value: .scalar("b", .doubleQuoted, Mark(line: 5, column: 9)))],
                               Mark(line: 5, column: 5)),
                  ], Mark(line: 4, column: 3))),
        ], Mark(line: 2, column: 1))
        #expect(root == expected)
    }

    @Test("records literal and folded block styles")
    func blockStyles() throws {
        let root = try YAMLNode.parse("a: |\n  x\nb: >\n  y\n", path: "t.yml")
        #expect(root["a"] == .scalar("x\n", .literal, Mark(line: 1, column: 4)))
        #expect(root["b"] == .scalar("y\n", .folded, Mark(line: 3, column: 4)))
    }

    @Test("keeps mapping keys in source order")
    func order() throws {
        let root = try YAMLNode.parse("z: 1\na: 2\nm: 3\n", path: "t.yml")
        guard case .mapping(let pairs, _) = root else {
            Issue.record("expected a mapping")
            return
        }
        #expect(pairs.map(\.key.scalarText) == ["z", "a", "m"])
    }

    @Test("an empty or comment-only document is a null at the first line", arguments: ["", "# only a comment\n"])
    func emptyDocument(_ yaml: String) throws {
        let root = try YAMLNode.parse(yaml, path: "t.yml", firstLine: 5)
        #expect(root.isNull)
        #expect(root.mark.line == 5)
    }

    @Test("an explicit document with no content is a null")
    func explicitEmptyDocument() throws {
        #expect(try YAMLNode.parse("---\n", path: "t.yml").isNull)
    }

    @Test("an explicit document start and end are fine")
    func explicitDocument() throws {
        let root = try YAMLNode.parse("---\na: 1\n...\n", path: "t.yml")
        #expect(root["a"]?.scalarText == "1")
    }
}
