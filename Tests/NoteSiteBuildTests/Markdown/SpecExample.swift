import Testing

/// One example of the CommonMark 0.30 spec, as stored in `commonmark/spec.json`.
struct SpecExample: Decodable, Sendable, CustomTestStringConvertible {
    let markdown: String
    let html: String
    let example: Int
    let section: String

    var testDescription: String { "example \(example) (\(section))" }

    static let path = "commonmark/spec.json"

    /// Every example, or none when the data is missing (a separate test then fails).
    static let all: [SpecExample] = (try? Conformance.load([SpecExample].self, from: path)) ?? []
}
