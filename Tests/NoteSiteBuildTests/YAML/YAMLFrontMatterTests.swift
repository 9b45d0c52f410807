import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSourceData

/// A version file's text and how it should split.
struct SplitCase: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let yaml: String?
    let body: String
    let bodyFirstLine: Int

    var testDescription: String { name }
}

@Suite("YAML front matter") struct YAMLFrontMatterTests {
    private let path = "content/versions/1.4.0.md"

    @Test("splits front matter from the body", arguments: [
        SplitCase(name: "front matter and body", text: "---\nversion: 1.4.0\n---\n\n# Notes\n",
                  yaml: "version: 1.4.0\n", body: "\n# Notes\n", bodyFirstLine: 4),
        SplitCase(name: "no front matter", text: "# Notes\n", yaml: nil, body: "# Notes\n", bodyFirstLine: 1),
        SplitCase(name: "dashes later are not a fence", text: "intro\n---\na: 1\n---\n", yaml: nil,
                  body: "intro\n---\na: 1\n---\n", bodyFirstLine: 1),
        SplitCase(name: "trailing spaces on fences", text: "---  \na: 1\n--- \t\nbody", yaml: "a: 1\n",
                  body: "body", bodyFirstLine: 4),
        SplitCase(name: "four dashes do not close", text: "---\na: |\n  ----\n---\nbody\n", yaml: "a: |\n  ----\n",
                  body: "body\n", bodyFirstLine: 5),
        SplitCase(name: "empty front matter", text: "---\n---\nbody\n", yaml: "", body: "body\n", bodyFirstLine: 3),
        SplitCase(name: "closing fence at end of file", text: "---\na: 1\n---", yaml: "a: 1\n", body: "",
                  bodyFirstLine: 4),
        SplitCase(name: "CRLF line endings", text: "---\r\na: 1\r\n---\r\nbody\r\n", yaml: "a: 1\n", body: "body\n",
                  bodyFirstLine: 4),
        SplitCase(name: "byte order mark", text: "\u{FEFF}---\na: 1\n---\nbody", yaml: "a: 1\n", body: "body",
                  bodyFirstLine: 4),
    ])
    func splits(_ test: SplitCase) throws {
        let split = try FrontMatter(splitting: test.text, path: path)
        #expect(split.yaml == test.yaml)
        #expect(split.yamlFirstLine == (test.yaml == nil ? 1 : 2))
        #expect(split.body == test.body)
        #expect(split.bodyFirstLine == test.bodyFirstLine)
    }

    @Test("an opening fence that is never closed is an error at the fence", arguments: [
        "---\nversion: 1.4.0\n\n# Notes\n", "---", "---\n",
    ])
    func unclosed(_ text: String) {
        do {
            _ = try FrontMatter(splitting: text, path: path)
            Issue.record("expected an error")
        } catch {
            #expect((error as? YAMLError)?.diagnostic.text == """
                content/versions/1.4.0.md:1:1: error: the front matter opened here is never closed
                  hint: close the front matter with a line '---'
                """)
        }
    }

    @Test("decoding front matter reports file lines, not YAML lines")
    func fileLines() throws {
        let version = try VersionFile.decode("---\ntitle: Hi\nversion:   1.4.0\n---\nbody\n")
        #expect(version.version == Located("1.4.0", line: 3, column: 12))
    }
}
