import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSourceData

/// One scalar written as `value: …`, and what a model asking for `Value` gets.
struct ScalarCase<Value: Sendable>: Sendable, CustomTestStringConvertible {
    let yaml: String
    let expected: Value

    init(_ yaml: String, _ expected: Value) {
        self.yaml = yaml
        self.expected = expected
    }

    var testDescription: String { yaml.replacingOccurrences(of: "\n", with: "⏎") }
}

@Suite("YAML scalars") struct YAMLScalarTests {
    private func decode<Value: Decodable>(_ type: Value.Type, _ yaml: String) throws -> Value {
        try YAMLDecoder().decode(Box<Value>.self, from: yaml, path: "t.yml").value
    }

    @Test("strings keep their text exactly as written", arguments: [
        ScalarCase("value: hello world", "hello world"),
        ScalarCase("value: 1.10", "1.10"),
        ScalarCase("value: 2026-03-18", "2026-03-18"),
        ScalarCase("value: 2026-03-18T10:00:00Z", "2026-03-18T10:00:00Z"),
        ScalarCase("value: 007", "007"),
        ScalarCase("value: true", "true"),
        ScalarCase("value: yes", "yes"),
        ScalarCase("value: 'it''s here'", "it's here"),
        ScalarCase("value: \"What's **New**\"", "What's **New**"),
        ScalarCase("value: \"tab\\there \\\"quoted\\\" \\u00e9\"", "tab\there \"quoted\" é"),
        ScalarCase("value: \"null\"", "null"),
        ScalarCase("value: '~'", "~"),
        ScalarCase("value: ''", ""),
        ScalarCase("value: \"⭐️ star\"", "⭐️ star"),
        ScalarCase("value: a # comment", "a"),
        ScalarCase("value: |\n  first line\n    indented\n  last\n", "first line\n  indented\nlast\n"),
        ScalarCase("value: |-\n  no newline\n", "no newline"),
        ScalarCase("value: >\n  folded\n  into one\n\n  paragraph two\n", "folded into one\nparagraph two\n"),
        ScalarCase("value: plain\n  continued line\n", "plain continued line"),
    ])
    func strings(_ test: ScalarCase<String>) throws {
        #expect(try decode(String.self, test.yaml) == test.expected)
    }

    @Test("booleans are true or false in any letter case", arguments: [
        ScalarCase("value: true", true), ScalarCase("value: True", true), ScalarCase("value: TRUE", true),
        ScalarCase("value: false", false), ScalarCase("value: False", false), ScalarCase("value: FALSE", false),
    ])
    func booleans(_ test: ScalarCase<Bool>) throws {
        #expect(try decode(Bool.self, test.yaml) == test.expected)
    }

    @Test("integers are plain decimal digits with an optional sign", arguments: [
        ScalarCase("value: 10", 10), ScalarCase("value: -3", -3), ScalarCase("value: +7", 7),
        ScalarCase("value: 0", 0), ScalarCase("value: 9223372036854775807", Int.max),
    ])
    func integers(_ test: ScalarCase<Int>) throws {
        #expect(try decode(Int.self, test.yaml) == test.expected)
    }

    @Test("floating-point numbers accept fractions and exponents", arguments: [
        ScalarCase("value: 1.5", 1.5), ScalarCase("value: -2", -2.0), ScalarCase("value: 1e3", 1000.0),
        ScalarCase("value: 2.5E-1", 0.25), ScalarCase("value: .5", 0.5),
    ])
    func doubles(_ test: ScalarCase<Double>) throws {
        #expect(try decode(Double.self, test.yaml) == test.expected)
    }

    @Test("YAML's infinities and not-a-number, and numbers too large to hold, are errors",
          arguments: [".inf", "-.Inf", "+.INF", ".nan", ".NaN", "1e999"])
    func nonFiniteNumbers(_ text: String) {
        #expect(errorText { try decode(Double.self, "value: " + text) } == """
            t.yml:1:8: error: expected a finite number for 'value', found "\(text)"
              hint: write a number of pixels, such as 60
            """)
    }

    @Test("null is ~, null, Null, NULL, an empty value or a missing key", arguments: [
        "value: ~", "value: null", "value: Null", "value: NULL", "value:", "value:   # nothing", "other: 1", "",
    ])
    func nulls(_ yaml: String) throws {
        #expect(try YAMLDecoder().decode(OptionalBox<String>.self, from: yaml, path: "t.yml").value == nil)
        #expect(try YAMLDecoder().decode(OptionalBox<Int>.self, from: yaml, path: "t.yml").value == nil)
    }

    @Test("quoted values are text even when they look like null, numbers or booleans", arguments: [
        ScalarCase("value: \"null\"", "null"), ScalarCase("value: '10'", "10"), ScalarCase("value: \"true\"", "true"),
    ])
    func quotedOptionals(_ test: ScalarCase<String>) throws {
        #expect(try YAMLDecoder().decode(OptionalBox<String>.self, from: test.yaml, path: "t.yml").value == test.expected)
    }

    @Test("sized integers and Float decode within their range")
    func sizedNumbers() throws {
        #expect(try decode(UInt8.self, "value: 255") == 255)
        #expect(try decode(Int16.self, "value: -300") == -300)
        #expect(try decode(UInt64.self, "value: 18446744073709551615") == UInt64.max)
        #expect(try decode(Float.self, "value: 0.5") == 0.5)
    }
}
