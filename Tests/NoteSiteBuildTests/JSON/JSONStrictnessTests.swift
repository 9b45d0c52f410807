import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSourceData

/// One JSON text that must be refused, and the whole diagnostic it gets.
struct RejectedJSON: CustomTestStringConvertible, Sendable {
    var name: String
    var json: String
    var expected: String
    var testDescription: String { name }

    init(_ name: String, _ json: String, _ expected: String) {
        self.name = name
        self.json = json
        self.expected = expected
    }
}

/// `.json` version files are JSON (RFC 8259) and nothing more lenient: each
/// thing a YAML flow reader would let through is a located error.
@Suite("JSON strictness") struct JSONStrictnessTests {
    private static let path = "content/versions/1.0.0.json"

    @Test("lenient syntax is refused where it stands", arguments: [
        RejectedJSON("trailing comma in an object", "{\"version\": \"1.0.0\",\n}", """
            content/versions/1.0.0.json:1:20: error: a comma after the last entry is not allowed in JSON
              hint: remove this comma
            """),
        RejectedJSON("trailing comma in an array", "{\"version\": \"1.0.0\", \"features\": [{\"title\": \"a\"},]}", """
            content/versions/1.0.0.json:1:49: error: a comma after the last entry is not allowed in JSON
              hint: remove this comma
            """),
        RejectedJSON("a # comment", "{\"version\": \"1.0.0\" # the version\n}", """
            content/versions/1.0.0.json:1:21: error: comments are not allowed in JSON
              hint: remove the comment
            """),
        RejectedJSON("a // comment", "{\n  // the version\n  \"version\": \"1.0.0\"\n}", """
            content/versions/1.0.0.json:2:3: error: comments are not allowed in JSON
              hint: remove the comment
            """),
        RejectedJSON("single quotes", "{'version': '1.0.0'}", """
            content/versions/1.0.0.json:1:2: error: JSON strings are written in double quotes, not single quotes
              hint: write "text", and \\" for a quote inside it
            """),
        RejectedJSON("an unquoted key", "{version: \"1.0.0\"}", """
            content/versions/1.0.0.json:1:2: error: expected a key in double quotes
              hint: write keys as "name": value
            """),
        RejectedJSON("an unquoted value", "{\"version\": 1.0.0}", """
            content/versions/1.0.0.json:1:13: error: '1.0.0' is not a JSON number
              hint: write numbers like 12, -3 or 2.5e3, without leading zeros; put text in double quotes
            """),
        RejectedJSON("a bare word", "{\"version\": \"1.0.0\", \"draft\": yes}", """
            content/versions/1.0.0.json:1:31: error: 'yes' is not a JSON value
              hint: put text in double quotes; JSON's other values are numbers, true, false, null, {…} and […]
            """),
        RejectedJSON("YAML block syntax", "version: 1.0.0\ndate: 2026-01-10\n", """
            content/versions/1.0.0.json:1:1: error: 'version' is not a JSON value
              hint: put text in double quotes; JSON's other values are numbers, true, false, null, {…} and […]
            """),
        RejectedJSON("front matter", "---\nversion: 1.0.0\n---\n", """
            content/versions/1.0.0.json:1:1: error: a .json version file holds JSON, not front matter
              hint: rename the file to .md, or write it as one JSON object: { "version": "1.0.0", … }
            """),
        RejectedJSON("a raw line break in a string", "{\"version\": \"1.0.0\", \"title\": \"two\nlines\"}", """
            content/versions/1.0.0.json:1:35: error: a line break inside a JSON string must be written as \\n
              hint: close the string on its own line, writing \\n where the text breaks
            """),
        RejectedJSON("a raw tab in a string", "{\"version\": \"1.0.0\", \"title\": \"a\tb\"}", """
            content/versions/1.0.0.json:1:33: error: the control character U+09 must be escaped in a JSON string
              hint: write it as \\t
            """),
        RejectedJSON("an unknown escape", #"{"version": "1.0.0", "title": "a\x41"}"#, """
            content/versions/1.0.0.json:1:33: error: '\\x' is not a JSON escape
              hint: JSON escapes are \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX; write \\\\ for a backslash
            """),
        RejectedJSON("half a surrogate pair", #"{"version": "1.0.0", "title": "\ud83d!"}"#, """
            content/versions/1.0.0.json:1:32: error: this \\u escape is half of a UTF-16 surrogate pair
              hint: write both halves, as in \\ud83d\\ude00, or the character itself
            """),
        RejectedJSON("a leading zero", "{\"version\": \"1.0.0\", \"paging\": {\"perPage\": 010}}", """
            content/versions/1.0.0.json:1:44: error: '010' is not a JSON number
              hint: write numbers like 12, -3 or 2.5e3, without leading zeros; put text in double quotes
            """),
        RejectedJSON("NaN", "{\"version\": \"1.0.0\", \"paging\": {\"perPage\": NaN}}", """
            content/versions/1.0.0.json:1:44: error: 'NaN' is not a JSON value
              hint: put text in double quotes; JSON's other values are numbers, true, false, null, {…} and […]
            """),
        RejectedJSON("a missing comma", "{\"version\": \"1.0.0\"\n \"title\": \"x\"}", """
            content/versions/1.0.0.json:2:2: error: expected ',' or '}' after the value, in the object opened at line 1
              hint: separate entries with commas and close the object with '}'
            """),
        RejectedJSON("an unclosed object", "{\"version\": \"1.0.0\"", """
            content/versions/1.0.0.json:1:20: error: expected ',' or '}' after the value, in the object opened at line 1
              hint: separate entries with commas and close the object with '}'
            """),
        RejectedJSON("an unclosed string", "{\"version\": \"1.0.0}", """
            content/versions/1.0.0.json:1:13: error: this string is never closed
              hint: add the closing '"'
            """),
        RejectedJSON("a second value", "{\"version\": \"1.0.0\"} {}", """
            content/versions/1.0.0.json:1:22: error: unexpected text after the end of the JSON value
              hint: a JSON file holds one value; remove what follows its closing bracket
            """),
        RejectedJSON("a duplicate key", "{\"version\": \"1.0.0\",\n \"version\": \"1.0.1\"}", """
            content/versions/1.0.0.json:2:2: error: duplicate key 'version' (first given at line 1)
              hint: keep one of them
            """),
    ])
    func rejectsLenientSyntax(_ test: RejectedJSON) {
        #expect(errorText { try YAMLDecoder().decode(TestVersion.self, fromJSON: test.json, path: Self.path) } == test.expected)
    }

    @Test("types are exact: a number, boolean or null is never text", arguments: [
        RejectedJSON("a number title", "{\"version\": \"1.0.0\", \"title\": 5}", """
            content/versions/1.0.0.json:1:31: error: expected a string for 'title', found the number 5
              hint: write it in double quotes: "5"
            """),
        RejectedJSON("a boolean title", "{\"version\": \"1.0.0\", \"title\": true}", """
            content/versions/1.0.0.json:1:31: error: expected a string for 'title', found true
              hint: write it in double quotes: "true"
            """),
        RejectedJSON("a number version", "{\"version\": 1.4}", """
            content/versions/1.0.0.json:1:13: error: expected a string for 'version', found the number 1.4
              hint: write it in double quotes: "1.4"
            """),
        RejectedJSON("a quoted boolean", "{\"version\": \"1.0.0\", \"draft\": \"true\"}", """
            content/versions/1.0.0.json:1:31: error: expected true or false for 'draft', found "true"
              hint: remove the quotes: quoted values are always text
            """),
        RejectedJSON("a list for a text", "{\"version\": \"1\", \"features\": [{\"title\": [1]}]}", """
            content/versions/1.0.0.json:1:41: error: expected a string for 'features[0].title', found a list
              hint: write text in double quotes
            """),
    ])
    func exactTypes(_ test: RejectedJSON) {
        #expect(errorText { try YAMLDecoder().decode(TestVersion.self, fromJSON: test.json, path: Self.path) } == test.expected)
    }

    @Test("in YAML, an unquoted number is still text where text is expected")
    func yamlKeepsNumbersAsText() throws {
        let version = try YAMLDecoder().decode(TestVersion.self, from: "version: 1.10\ntitle: 5\n", path: "v.md")
        #expect(version.title == "5")
        #expect(version.version.value == "1.10")
    }

    @Test("accepts everything RFC 8259 allows: escapes, surrogate pairs, exponents, empty containers, whitespace")
    func acceptsValidJSON() throws {
        let json = "\u{FEFF}{ \"version\" : \"1.0.0\" ,\r\n\t\"title\":\"\\u00e9\\ud83d\\ude00 \\\"q\\\" \\\\ \\/ \\b\\f\\n\\r\\t\","
            + "\"features\":[ ],\"paging\":{\"perPage\":-0},\"draft\":false,\"date\":null}"
        let text = try SourceText.decode(Data(json.utf8), path: Self.path)
        let version = try YAMLDecoder().decode(TestVersion.self, fromJSON: text, path: Self.path)
        #expect(version.title == "é😀 \"q\" \\ / \u{8}\u{C}\n\r\t")
        #expect(version.features == [])
        #expect(version.paging?.perPage == 0)
        #expect(version.draft == false)
        #expect(version.date == nil)
        struct Numbers: Decodable { var a: Double; var b: Double; var c: Int }
        let numbers = try YAMLDecoder().decode(Numbers.self, fromJSON: #"{"a": 2.5e-3, "b": -1E+2, "c": 0}"#, path: Self.path)
        #expect(numbers.a == 0.0025 && numbers.b == -100 && numbers.c == 0)
    }

    @Test("columns count characters, not bytes, after non-ASCII text")
    func columnsCountCharacters() {
        #expect(errorText {
            try YAMLDecoder().decode(TestVersion.self, fromJSON: "{\"title\": \"é😀\", \"version\": 5}", path: Self.path)
        } == """
            content/versions/1.0.0.json:1:28: error: expected a string for 'version', found the number 5
              hint: write it in double quotes: "5"
            """)
    }
}
