import Foundation
import NoteSiteContent
/// The terms of one language's index, each given a number once: a version
/// keeps its terms as numbers, so that the postings are made without
/// hashing a term for each version it is in. Numbers are given in the
/// order terms are first met, which is not stable from build to build; the
/// files made from them sort terms by their bytes.
package final class SearchVocabulary: @unchecked Sendable {
    /// A term with its hash (`SearchText.termHash`), which is all that
    /// the table hashes.
    private struct Term: Hashable {
        let text: String
        let hash: UInt64

        static func == (a: Term, b: Term) -> Bool { a.hash == b.hash && a.text == b.text }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    private let lock = NSLock()
    private var terms: [String]
    private var numbers: [Term: Int32]

    package init(terms: [String] = []) {
        self.terms = terms
        numbers = Dictionary(terms.enumerated().map { (Term(text: $1, hash: SearchText.termHash($1)), Int32($0)) }) { first, _ in first }
    }

    /// The number of each of `words`, a new one for a term not met before.
    func numbers(of words: [(text: String, hash: UInt64, field: UInt8)]) -> [Int32] {
        lock.withLock { Self.number(words, numbers: &numbers, terms: &terms) }
    }

    /// The tables taken `inout`, so that they are checked for exclusive
    /// access once per call rather than once per word.
    private static func number(_ words: [(text: String, hash: UInt64, field: UInt8)],
                               numbers: inout [Term: Int32], terms: inout [String]) -> [Int32] {
        words.map { word in
            let term = Term(text: word.text, hash: word.hash)
            if let known = numbers[term] { return known }
            let number = Int32(terms.count)
            numbers[term] = number
            terms.append(word.text)
            return number
        }
    }

    /// Every term, by its number.
    package var all: [String] { lock.withLock { terms } }
}

/// The terms of one version's search document, as numbers in a
/// `SearchVocabulary`, each with the best field it is found in: what the
/// postings are made of. A saved memory's versions share two arrays, of
/// which each holds a part.
package struct VersionTerms: Equatable, Sendable {
    package var numbers: ArraySlice<Int32>
    package var fields: ArraySlice<UInt8>

    package init(numbers: ArraySlice<Int32>, fields: ArraySlice<UInt8>) {
        self.numbers = numbers
        self.fields = fields
    }

    init(_ document: SearchDocument, vocabulary: SearchVocabulary) {
        var tokens = VersionTokens()
        for entry in document.entries { tokens.add(entry.text, field: UInt8(entry.field.rawValue)) }
        let found = tokens.terms
        numbers = vocabulary.numbers(of: found)[...]
        fields = found.map(\.field)[...]
    }
}

/// Each version's terms from the previous build of one language's index
/// (`serve`, or the saved memory), reused while the release is unchanged:
/// finding them means reading and tokenizing every text of every version,
/// and most rebuilds change one. What else they depend on (the language's
/// words, `search.body`, the declared platforms) is the plan's key, under
/// which the memory is dropped when it changes.
package final class SearchTerms: @unchecked Sendable {
    package let vocabulary: SearchVocabulary
    private let memo = ReleaseMemo<VersionTerms>()
    /// How many versions' terms the last index made rather than took from memory.
    package private(set) var made = 0

    package init(vocabulary: SearchVocabulary = SearchVocabulary()) {
        self.vocabulary = vocabulary
    }

    /// For each of `releases`, its terms from the previous build if it is
    /// unchanged, else nil: those the index makes and hands to `keep`.
    func kept(_ releases: [Release]) -> [VersionTerms?] {
        let keys = releases.map(\.version.fullText)
        let table = memo.table(asking: keys)
        return zip(keys, releases).map { key, release in
            table[key].flatMap { $0.release == release ? $0.value : nil }
        }
    }

    /// Keeps the terms the index made, and ends its pass: versions it no
    /// longer holds are dropped.
    func keep(_ made: [(release: Release, terms: VersionTerms)]) {
        memo.keep(made.map { ($0.release.version.fullText, $0.release, $0.terms) })
        memo.endPass()
        self.made = made.count
    }

    /// Each version's terms (`SavedMemory`), as numbers in `vocabulary`.
    package var saved: [(key: String, release: Release, value: VersionTerms)] {
        memo.table.map { ($0.key, $0.value.release, $0.value.value) }
    }

    /// Takes the terms a saved memory holds, by version key.
    package func restore(_ table: [String: (release: Release, value: VersionTerms)]) {
        memo.restore(table: table)
    }
}
