import Testing

/// One row of a Markdown test table: a named input and the text it must give.
struct MarkdownCase: Sendable, CustomTestStringConvertible {
    let name: String
    let input: String
    let expected: String

    init(_ name: String, _ input: String, _ expected: String) {
        self.name = name
        self.input = input
        self.expected = expected
    }

    var testDescription: String { name }
}
