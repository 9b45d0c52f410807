import Foundation
import Testing
@testable import NoteSiteRender

/// The query vectors of Tests/Fixtures/search-vectors.json, which the search
/// page answers in the browser tests, answered here from the index files as
/// the build writes them, by the word rules of docs/search.md: every word
/// must match; the last also as the start of a word, unless it is a number;
/// one typo forgiven in a word of five letters or more. The order of the
/// results is the page's and is checked there; version-shaped queries match
/// version numbers and are checked there too.
@Suite("Search queries against the written index")
struct SearchQueryTests {
    @Test("each word query finds the versions its vector names", arguments: SearchVectors.shared.queries.filter { !Self.isVersionShaped($0.query) })
    func query(_ vector: SearchVectors.QueryCase) throws {
        let (folder, output) = try SearchIndexTests.build()
        _ = folder
        let postings = SearchFiles.postings(in: output, language: vector.language)
        let versions = SearchFiles.versions(in: output, language: vector.language)
        #expect(!versions.isEmpty)
        let found = Set(Self.matches(SearchText.queryTokens(vector.query), in: postings).map { versions[$0] })
        #expect(found == Set(vector.versions))
    }

    @Test("the vectors hold word queries to check here")
    func vectorsExist() {
        #expect(SearchVectors.shared.queries.filter { !Self.isVersionShaped($0.query) }.count >= 20)
    }

    /// Digits with at least one dot (or a `.x`), an optional `v` and pre-release.
    static func isVersionShaped(_ query: String) -> Bool {
        query.trimmingCharacters(in: .whitespaces)
            .wholeMatch(of: /(?i)v?\d+(\.\d+)+(\.x)?(-[0-9a-z][0-9a-z.-]*)?|v?\d+\.x(-[0-9a-z][0-9a-z.-]*)?/) != nil
    }

    /// The version numbers every token matches.
    static func matches(_ tokens: [String], in postings: [String: Set<Int>]) -> Set<Int> {
        var result: Set<Int>?
        for (i, token) in tokens.enumerated() {
            let last = i == tokens.count - 1
            let query = Array(token.unicodeScalars)
            let digits = token.allSatisfy(\.isNumber)
            let typos = query.count >= 5 && !digits && !SearchText.isCJK(query[0].value)
            var found = Set<Int>()
            for (term, numbers) in postings {
                let t = Array(term.unicodeScalars)
                var hit = term == token || (last && !digits && term.hasPrefix(token))
                if !hit && typos {
                    hit = oneEdit(query, t) || (last && t.count > query.count
                        && [query.count - 1, query.count, query.count + 1].contains { oneEdit(query, Array(t.prefix($0))) })
                }
                if hit { found.formUnion(numbers) }
            }
            result = result.map { $0.intersection(found) } ?? found
        }
        return result ?? []
    }

    /// One letter added, left out, replaced, or two neighbours swapped.
    static func oneEdit(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        guard abs(a.count - b.count) <= 1, a != b else { return false }
        var i = 0
        while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
        if a.count == b.count {
            if a[(i + 1)...] == b[(i + 1)...] { return true }
            return i + 1 < a.count && a[i] == b[i + 1] && a[i + 1] == b[i] && a[(i + 2)...] == b[(i + 2)...]
        }
        return a.count > b.count ? a[(i + 1)...] == b[i...] : a[i...] == b[(i + 1)...]
    }
}
