import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteMustache
@testable import NoteSiteSourceData
@testable import NoteSiteContent

/// Inputs the fuzz harnesses in `fuzz/` found problems with, kept in
/// `Tests/Fixtures/fuzz/` exactly as the fuzzer wrote them.
@Suite("Fuzz findings") struct FuzzRegressionTests {
    /// The fixture's text; bytes that are not UTF-8 become U+FFFD, as the harnesses read them.
    static func fixture(_ name: String) throws -> String {
        let url = Repository.root.appendingPathComponent("Tests/Fixtures/fuzz/\(name)")
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    /// A model with one required key, like a version file.
    struct Required: Decodable {
        var version: String

        enum CodingKeys: String, CodingKey, CaseIterable {
            case version
        }
    }

    @Test("a syntax error at the end of a text without a final line break points at its last line")
    func syntaxErrorAtEnd() throws {
        // libyaml moves to a line after the last one when the text ends without a line break.
        let text = try Self.fixture("yaml-error-past-last-line.json")
        let error = try #require(throws: YAMLError.self) {
            try YAMLDecoder().decode(Required.self, from: text, path: "x.yml")
        }
        #expect(error.diagnostic.text == """
            x.yml:4:5: error: could not find expected ':' while scanning a simple key
            """)
        // Read as JSON, the same text is front matter in the wrong kind of file.
        #expect(errorText { try YAMLDecoder().decode(Required.self, fromJSON: text, path: "x.json") } == """
            x.json:1:1: error: a .json version file holds JSON, not front matter
              hint: rename the file to .md, or write it as one JSON object: { "version": "1.0.0", … }
            """)
    }

    @Test("a file that starts with two byte order marks is split without changing its text")
    func twoByteOrderMarks() throws {
        let url = Repository.root.appendingPathComponent("Tests/Fixtures/fuzz/front-matter-two-byte-order-marks.md")
        let text = try SourceText.decode(try Data(contentsOf: url), path: "x.md")
        #expect(text.unicodeScalars.first != "\u{FEFF}")
        let split = try FrontMatter(splitting: text, path: "x.md")
        #expect(split.yaml == nil && split.body == text)
        // With front matter after both marks, the file reads as one with none.
        let marked = try SourceText.decode(Data([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("---\nversion: 1.0.0\n---\n".utf8)), path: "x.md")
        #expect(try FrontMatter(splitting: marked, path: "x.md").yaml == "version: 1.0.0\n")
    }

    @Test("a block inside the content that fills it renders its default instead of recursing without end")
    func blockInsideItsOwnFill() throws {
        // The fuzzer's input overflowed the stack; a small form of it:
        let parent = try Template(parsing: "<main>{{$body}}default{{/body}}</main>", name: "frame")
        let child = try Template(parsing: "{{<frame}}{{$body}}[{{$body}}inner{{/body}}]{{/body}}{{/frame}}", name: "page")
        #expect(child.render([:], partials: ["frame": parent]) == "<main>[inner]</main>")
        let found = try Self.fixture("mustache-block-inside-its-own-fill.mustache")
        let template = try Template(parsing: found, name: "fuzz")
        let helper = try Template(parsing: "<main>{{$title}}Untitled{{/title}}\n  {{$body}}{{/body}}\n</main>\n", name: "frame")
        #expect(!template.render(["title": "T"], partials: ["frame": helper, "fuzz": template]).isEmpty)
    }

    @Test("raw HTML that cmark places past the end of a body is reported on the file's last line")
    func rawHTMLLocatedInsideTheFile() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder("site/content/versions"), withIntermediateDirectories: true)
        try Data("title: Fuzz\n".utf8).write(to: folder("site/notesite.yml"))
        let url = Repository.root.appendingPathComponent("Tests/Fixtures/fuzz/version-file-html-located-past-end.md")
        let bytes = try Data(contentsOf: url)
        try bytes.write(to: folder("site/content/versions/x.md"))
        let lines = SourceText.normalizingNewlines(String(decoding: bytes, as: UTF8.self))
            .split(separator: "\n", omittingEmptySubsequences: false).count
        let site = ContentLoader(site: SitePaths(given: folder("site").path)).load()
        let html = try #require(site.diagnostics.first { $0.message.hasPrefix("raw HTML omitted") })
        #expect(html.line.map { $0 >= 1 && $0 <= lines } == true, "line \(html.line ?? 0) of a \(lines)-line file")
    }

    @Test("a value at the end of a text without a final line break is located on its last line")
    func valueAtEnd() throws {
        let text = try Self.fixture("yaml-empty-document-past-last-line.md")
        let error = try #require(throws: YAMLError.self) {
            try YAMLDecoder().decode(Required.self, from: text, path: "x.md")
        }
        #expect(error.line == 2)
        #expect(try YAMLNode.parse("a: 1\nb: [1, 2]", path: "x.md").mark == YAMLNode.Mark(line: 1, column: 1))
        #expect(try YAMLNode.parse("# only a comment", path: "x.md").mark.line == 1)
    }

    @Test("a template that includes itself twice renders in bounded time and size")
    func doublyRecursivePartial() throws {
        let source = try Self.fixture("mustache-twice-self-included.mustache")
        let template = try Template(parsing: source, name: "fuzz")
        let frame = try Template(parsing: "<main>{{$title}}Untitled{{/title}}</main>", name: "frame")
        let output = template.render(["name": "fuzz", "title": "t"], partials: ["fuzz": template, "frame": frame])
        #expect(!output.isEmpty)

        let loop = try Template(parsing: "x{{>loop}}{{>loop}}", name: "loop")
        let xs = loop.render([:], partials: ["loop": loop])
        #expect(xs.count > TemplateRenderer.maximumDepth)
        #expect(xs.count <= TemplateRenderer.maximumRecursiveExpansions + 3)
    }

    @Test("recursion over data still reaches every item")
    func recursionOverData() throws {
        let node = try Template(parsing: "({{name}}{{#children}}{{>node}}{{/children}})", name: "node")
        let leaves: [MustacheValue] = (0..<500).map { ["name": .string("\($0)"), "children": []] }
        let tree: MustacheValue = ["name": "root", "children": [["name": "a", "children": .list(leaves)]]]
        let output = node.render(tree, partials: ["node": node])
        #expect(output.hasPrefix("(root(a(0)(1)"))
        #expect(output.hasSuffix("(498)(499)))"))
    }
}
