import Testing
@testable import NoteSiteBuild
@testable import NoteSiteMustache

/// One test of the public Mustache spec, read from `conformance/mustache/`.
struct MustacheSpecCase: Decodable, Sendable, CustomTestStringConvertible {
    var file = ""
    let name: String
    let data: MustacheValue
    let template: String
    let partials: [String: String]?
    let expected: String

    var testDescription: String { "\(file): \(name)" }

    private enum CodingKeys: String, CodingKey {
        case name, data, template, partials, expected
    }

    /// The spec files this engine implements (all but the optional lambdas).
    static let files = [
        "comments", "delimiters", "interpolation", "inverted", "partials", "sections",
        "~inheritance", "~dynamic-names",
    ]

    /// Every case of every implemented file, in file order; empty when the
    /// data is missing, which the count test then reports.
    static let all: [MustacheSpecCase] = files.flatMap { file in
        let suite = try? Conformance.load(MustacheSpecFile.self, from: "mustache/\(file).json")
        return (suite?.tests ?? []).map { test in
            var named = test
            named.file = file
            return named
        }
    }
}

private struct MustacheSpecFile: Decodable {
    let tests: [MustacheSpecCase]
}
