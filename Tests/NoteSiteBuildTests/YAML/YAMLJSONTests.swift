import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSourceData

@Suite("YAML decoding of JSON") struct YAMLJSONTests {
    private let path = "content/versions/1.4.0.json"

    @Test("decodes nested JSON objects and arrays indented with tabs")
    func nested() throws {
        let json = "{\n\t\"version\": \"1.4.0\",\n\t\"draft\": true,\n\t\"features\": [\n\t\t{\"title\": \"One\", \"icon\": \"star.fill\"},\n\t\t{\"title\":\"Two\"}\n\t],\n\t\"paging\": {\"perPage\":\t5}\n}\n"
        let version = try YAMLDecoder().decode(TestVersion.self, fromJSON: json, path: path)
        #expect(version.version == Located("1.4.0", line: 2, column: 13))
        #expect(version.draft == true)
        #expect(version.features?.map(\.title) == ["One", "Two"])
        #expect(version.paging?.perPage == 5)
    }

    @Test("understands JSON string escapes", arguments: [
        ScalarCase(#"{"value": "a\/b"}"#, "a/b"),
        ScalarCase(#"{"value": "tab\tnew\nline"}"#, "tab\tnew\nline"),
        ScalarCase(#"{"value": "\u00e9\u2713 \"q\" \\"}"#, "é✓ \"q\" \\"),
        ScalarCase(#"{"value": "\ud83d\ude00"}"#, "😀"),
        ScalarCase(#"{"value": "\\ud83d"}"#, "\\ud83d"),
    ])
    func escapes(_ test: ScalarCase<String>) throws {
        #expect(try YAMLDecoder().decode(Box<String>.self, fromJSON: test.yaml, path: path).value == test.expected)
    }

    @Test("reads JSON numbers, booleans and null")
    func literals() throws {
        struct Model: Decodable, Equatable { var a: Int; var b: Double; var c: Bool; var d: String? }
        let model = try YAMLDecoder().decode(Model.self, fromJSON: #"{"a": -4, "b": 2.5e2, "c": false, "d": null}"#,
                                             path: path)
        #expect(model == Model(a: -4, b: 250, c: false, d: nil))
    }

    @Test("reports an unknown JSON key at its line and column")
    func unknownKey() {
        let json = "{\n  \"version\": \"1.4.0\",\n  \"titel\": \"x\"\n}"
        #expect(errorText { try YAMLDecoder().decode(TestVersion.self, fromJSON: json, path: path) } == """
            content/versions/1.4.0.json:3:3: error: unknown key 'titel' at the top level
              hint: did you mean 'title'?
            """)
    }

    @Test("reports a JSON type mismatch and a missing comma in place")
    func mistakes() {
        let mismatch = "{\"version\": \"1\", \"features\": [{\"title\": [1]}]}"
        #expect(errorText { try YAMLDecoder().decode(TestVersion.self, fromJSON: mismatch, path: path) } == """
            content/versions/1.4.0.json:1:41: error: expected a string for 'features[0].title', found a list
              hint: write text in double quotes
            """)
        let comma = "{\"version\": \"1\",\n \"date\": \"2026-03-18\"\n \"title\": \"x\"}"
        #expect(errorText { try YAMLDecoder().decode(TestVersion.self, fromJSON: comma, path: path) } == """
            content/versions/1.4.0.json:3:2: error: expected ',' or '}' after the value, in the object opened at line 1
              hint: separate entries with commas and close the object with '}'
            """)
    }
}

/// The diagnostic text of the `YAMLError` that `body` throws, or a description of what happened instead.
func errorText(_ body: () throws -> Any) -> String {
    do {
        let value = try body()
        return "no error; decoded \(value)"
    } catch let error as YAMLError {
        return error.diagnostic.text
    } catch let errors as YAMLErrors {
        return errors.diagnostics.map(\.text).joined(separator: "\n")
    } catch {
        return "not a YAMLError: \(error)"
    }
}
