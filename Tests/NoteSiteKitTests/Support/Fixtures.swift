import Foundation

/// Files of the repository that the tests read (never downloaded).
enum Fixtures {
    /// The repository checkout these tests were compiled from.
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        // Tests/NoteSiteKitTests/Support/Fixtures.swift -> repository root
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }()

    static func data(_ relativePath: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent(relativePath))
    }

    static func load<T: Decodable>(_ type: T.Type, from relativePath: String) throws -> T {
        try JSONDecoder().decode(T.self, from: data(relativePath))
    }

    /// Every file named `name` below `folder`, sorted, relative to the repository.
    static func files(named name: String, under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        let walker = FileManager.default.enumerator(atPath: base.path)
        var found: [String] = []
        while let path = walker?.nextObject() as? String {
            if (path as NSString).lastPathComponent == name { found.append(folder + "/" + path) }
        }
        return found.sorted()
    }
}
