import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteMustache
@testable import NoteSiteSourceData

/// One way to nest input: the text for a depth, the parser that reads it,
/// and where the first level past the limit opens.
struct NestingCase: CustomTestStringConvertible, Sendable {
    var name: String
    /// The text with `depth` levels.
    var text: @Sendable (Int) -> String
    /// Parses the text, throwing what the parser reports.
    var parse: @Sendable (String) throws -> Void
    /// `line:column` of the level one past the limit.
    var firstTooDeep: String
    var testDescription: String { name }
}

/// Input depth never reaches a recursion: every parser stops at 256 levels
/// with a located error, fast, whatever the depth (up to a million here).
@Suite("Deep nesting") struct DeepNestingTests {
    static let depths = [257, 10_000, 1_000_000]

    static let cases: [NestingCase] = [
        NestingCase(name: "YAML block lists", text: { String(repeating: "- ", count: $0) + "x\n" },
                    parse: { _ = try YAMLNode.parse($0, path: "n.yml") }, firstTooDeep: "1:513"),
        NestingCase(name: "YAML flow lists", text: { String(repeating: "[", count: $0) + String(repeating: "]", count: $0) },
                    parse: { _ = try YAMLNode.parse($0, path: "n.yml") }, firstTooDeep: "1:257"),
        NestingCase(name: "YAML flow mappings", text: { String(repeating: "{a: ", count: $0) + "1" + String(repeating: "}", count: $0) },
                    parse: { _ = try YAMLNode.parse($0, path: "n.yml") }, firstTooDeep: "1:1025"),
        // Each level indents one more space, so the text grows with the square
        // of the depth: 2,000 levels (2 MB) stand for any deeper.
        NestingCase(name: "YAML block mappings", text: { requested in
            let depth = min(requested, 2_000)
            return (0..<depth).map { String(repeating: " ", count: $0) + "a:\n" }.joined() + String(repeating: " ", count: depth) + "x\n"
        }, parse: { _ = try YAMLNode.parse($0, path: "n.yml") }, firstTooDeep: "257:257"),
        NestingCase(name: "JSON arrays", text: { String(repeating: "[", count: $0) + String(repeating: "]", count: $0) },
                    parse: { _ = try JSONParser.parse($0, path: "n.json") }, firstTooDeep: "1:257"),
        NestingCase(name: "JSON objects", text: { String(repeating: "{\"a\":", count: $0) + "1" + String(repeating: "}", count: $0) },
                    parse: { _ = try JSONParser.parse($0, path: "n.json") }, firstTooDeep: "1:1281"),
    ]

    @Test("each parser stops one level past the limit with a located error", arguments: cases, depths)
    func stopsPastTheLimit(_ test: NestingCase, depth: Int) throws {
        let start = DispatchTime.now().uptimeNanoseconds
        let error = try #require(throws: YAMLError.self) { try test.parse(test.text(depth)) }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        #expect(error.reason == .tooDeep(limit: 256))
        #expect("\(error.line ?? 0):\(error.column ?? 0)" == test.firstTooDeep)
        #expect(error.diagnostic.text.hasSuffix("""
            error: lists and mappings are nested more than 256 levels deep here
              hint: notesite's keys need only a few levels; look for brackets or '- ' markers that never end
            """))
        // Not a timing test: a quadratic parser takes minutes at a million levels.
        #expect(seconds < 60)
    }

    @Test("256 levels are still read", arguments: cases)
    func limitItself(_ test: NestingCase) throws {
        try test.parse(test.text(256))
    }

    @Test("templates stop one level past the limit of nested sections", arguments: depths)
    func templateSections(depth: Int) throws {
        let source = String(repeating: "{{#a}}", count: depth) + "x" + String(repeating: "{{/a}}", count: depth)
        let error = try #require(throws: MustacheError.self) { try Template(parsing: source, name: "deep") }
        #expect(error.diagnostic.text == """
            deep:1:1537: error: sections are nested more than 256 levels deep here
              hint: close sections sooner; a template needs only a few levels
            """)
        let fine = String(repeating: "{{#a}}", count: 256) + "x" + String(repeating: "{{/a}}", count: 256)
        #expect(try Template(parsing: fine, name: "fine").render(["a": true]) == "x")
    }
}
