import Foundation

/// Locates the public conformance data committed with the tests in
/// `Tests/Fixtures/conformance/` (or `$NOTESITE_CONFORMANCE`), never
/// downloading anything.
enum Conformance {
    static let root: URL = {
        if let override = ProcessInfo.processInfo.environment["NOTESITE_CONFORMANCE"] {
            return URL(fileURLWithPath: override)
        }
        return Repository.root.appendingPathComponent("Tests/Fixtures/conformance")
    }()

    /// The bytes of `relativePath` under the conformance folder.
    static func data(_ relativePath: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent(relativePath))
    }

    /// Decodes `relativePath` as JSON; a missing or malformed file fails the
    /// calling test through the thrown error.
    static func load<T: Decodable>(_ type: T.Type, from relativePath: String) throws -> T {
        try JSONDecoder().decode(T.self, from: data(relativePath))
    }
}

/// The repository checkout these tests were compiled from.
enum Repository {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        // Tests/NoteSiteBuildTests/TestSupport/Conformance.swift -> repository root
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }()
}
