import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteRender

/// Tests/Fixtures/search-vectors.json, which the browser tests read too.
struct SearchVectors: Decodable {
    struct TokenCase: Decodable, CustomTestStringConvertible, Sendable {
        var text: String
        var index: [String]
        var query: [String]
        var testDescription: String { text }
    }

    /// A query of the search fixture and the versions it finds, in order.
    struct QueryCase: Decodable, CustomTestStringConvertible, Sendable {
        var language: String
        var query: String
        var versions: [String]
        var testDescription: String { "\(language): \(query)" }
    }

    var tokens: [TokenCase]
    var queries: [QueryCase]

    static let shared: SearchVectors = {
        let url = Repository.root.appendingPathComponent("Tests/Fixtures/search-vectors.json")
        guard let data = try? Data(contentsOf: url), let vectors = try? JSONDecoder().decode(SearchVectors.self, from: data) else {
            return SearchVectors(tokens: [], queries: [])
        }
        return vectors
    }()
}

/// A built search index read back: `NoteSiteSearch.<call>("<lang>", …);`
/// files parsed as the JSON of their arguments.
enum SearchFiles {
    static func arguments(_ text: String) -> [Any]? {
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")") else { return nil }
        let inner = "[" + text[text.index(after: open)..<close] + "]"
        return (try? JSONSerialization.jsonObject(with: Data(inner.utf8))) as? [Any]
    }

    /// Every term of a language's index with the version numbers it is found in.
    static func postings(in output: URL, language: String) -> [String: Set<Int>] {
        var terms: [String: Set<Int>] = [:]
        for file in FileTree.files(below: output) where file.hasPrefix("search/\(language)/w/") {
            guard let args = arguments(FileTree.text(file, in: output) ?? ""), let shard = args.last as? [String: [Int]] else { continue }
            for (term, codes) in shard {
                var number = 0
                terms[term] = Set(codes.map { code in number += code / 8; return number })
            }
        }
        return terms
    }

    /// The versions of a language's `index.js`, by their numbers.
    static func versions(in output: URL, language: String) -> [String] {
        guard let args = arguments(FileTree.text("search/\(language)/index.js", in: output) ?? ""),
              let meta = args.last as? [String: Any], let versions = meta["versions"] as? [[Any]] else { return [] }
        return versions.compactMap { $0.first as? String }
    }

    /// Every indexed text of a language, with its version number.
    static func texts(in output: URL, language: String) -> [(number: Int, text: String)] {
        var all: [(Int, String)] = []
        for file in FileTree.files(below: output) where file.hasPrefix("search/\(language)/t/") {
            guard let args = arguments(FileTree.text(file, in: output) ?? ""), let chunk = args[1] as? Int,
                  let documents = args.last as? [[[Any]]] else { continue }
            for (offset, entries) in documents.enumerated() {
                for entry in entries { if let text = entry[1] as? String { all.append((chunk * SearchIndex.chunkSize + offset, text)) } }
            }
        }
        return all
    }
}
