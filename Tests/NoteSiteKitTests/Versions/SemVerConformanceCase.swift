import Testing

/// One entry of a `conformance/semver/` list, named by file and 1-based
/// position as its README counts them.
struct SemVerConformanceCase<Value: Sendable & Decodable>: Sendable, CustomTestStringConvertible {
    let file: String
    let position: Int
    let value: Value

    var testDescription: String {
        let shown = (value as? String)?.debugDescription ?? String(describing: value)
        return "\(file) #\(position): \(shown)"
    }

    /// Every entry of `semver/<file>`, in file order.
    static func load(_ file: String) throws -> [SemVerConformanceCase] {
        let values = try Fixtures.load([Value].self, from: "Tests/Fixtures/conformance/semver/\(file)")
        return values.enumerated().map { SemVerConformanceCase(file: file, position: $0.offset + 1, value: $0.element) }
    }
}

/// An entry of `parse.json`: a version and the parts it must yield.
struct SemVerParts: Sendable, Decodable {
    let version: String
    let major: UInt64
    let minor: UInt64
    let patch: UInt64
    let prerelease: [String]
    let build: [String]
}
