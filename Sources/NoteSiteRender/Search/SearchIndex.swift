import Foundation
import NoteSiteSupport
import NoteSiteContent
/// The search index of one language (docs/search.md), as classic scripts
/// that the search page injects, so that it works from `file://` and under
/// a strict Content Security Policy:
///
/// - `search/<lang>/index.js`: every version (number, date, flags, change
///   types, labels, and the platforms it counts for when not all) and the
///   list of shards, loaded first;
/// - `search/<lang>/w/<key>.js`: the postings of the terms that begin with
///   one pair of characters, loaded for the words of a query;
/// - `search/<lang>/t/<n>.js`: the texts of 8 versions, loaded for the
///   results shown;
/// - `search/<lang>/y/<key>.js`: the words of five letters or more whose
///   second and third letters are the key, loaded when a word finds
///   nothing, so that a typo in its first letter is forgiven too.
///
/// Versions are numbered oldest first, so a new version changes no number
/// and an edit to one version rewrites its text chunk and the shards of the
/// terms it gained or lost.
package struct SearchIndex {
    /// Versions per text chunk.
    static let chunkSize = 8

    let language: String
    /// Oldest first: a version's position is its number in the postings.
    let releases: [Release]
    /// Each version's terms, by position, as numbers in `vocabulary`.
    let terms: [VersionTerms]
    let vocabulary: SearchVocabulary
    /// The documents made for the terms of versions not in the memory
    /// (every one on a first build), kept for their text chunks.
    private let documents: KeptDocuments
    /// The platforms each version counts for (docs/content.md), by
    /// position; nil: every platform.
    let counted: [[String]?]

    /// The words `notesite.yml` declares.
    let declared: [String]
    private let words: InterfaceWords
    private let body: Bool

    /// `platforms`: the words `notesite.yml` declares. With `memory`, the
    /// terms of versions unchanged since the previous build are taken from it.
    package init(language: String, releases newestFirst: [Release], words: InterfaceWords, body: Bool,
                 platforms: [String] = [], memory: SearchTerms? = nil) {
        self.language = language
        self.words = words
        self.body = body
        declared = platforms
        let releases = newestFirst.sorted { $0.version < $1.version }
        self.releases = releases
        let counted = releases.map { $0.countedPlatforms(declared: platforms) }
        self.counted = counted
        let vocabulary = memory?.vocabulary ?? SearchVocabulary()
        self.vocabulary = vocabulary
        // Only the versions the memory does not hold are read and
        // tokenized; their documents are kept for their text chunks, the
        // only ones a rebuild makes again.
        let kept = memory?.kept(releases) ?? Array(repeating: nil, count: releases.count)
        let missing = kept.indices.filter { kept[$0] == nil }
        let made = ConcurrentMap.map(missing) { i in
            let document = SearchDocument(releases[i], words: words, body: body, platforms: counted[i])
            return (VersionTerms(document, vocabulary: vocabulary), document)
        }
        memory?.keep(zip(missing, made).map { (releases[$0], $1.0) })
        var terms = kept
        var documents = [SearchDocument?](repeating: nil, count: releases.count)
        for (i, value) in zip(missing, made) { (terms[i], documents[i]) = (value.0, value.1) }
        self.terms = terms.map { $0! }
        self.documents = KeptDocuments(documents)
    }

    /// The folder of a language's index, from the site root.
    static func folder(language: String) -> String { "search/\(language)/" }

    /// A file of the index that reads every version's terms: its path from
    /// the site root, a digest of everything its text is made from, and
    /// the text, made only when asked for (a rebuild makes the few whose
    /// digest changed).
    package struct IndexFile: Sendable {
        package var path: String
        package var digest: String
        package var text: @Sendable () -> String
    }

    /// `index.js`, the postings and the typo files, in a stable order.
    /// Every rebuild makes them all to learn which changed, so the work is
    /// shared out: the versions' part of `index.js` beside the postings,
    /// then the shards' digests on every core.
    package func indexFiles() -> [IndexFile] {
        let folder = Self.folder(language: language)
        let facets = Facets(platforms: counted.contains { $0 != nil } ? declared : [],
                            labels: Array(Set(releases.flatMap(\.labels))).sorted())
        let index = self
        let versions = Background { index.versionsMeta(facets) }
        let shards = postings()
        let typos = typoKeys(of: shards)
        let meta = call("index", meta(facets, shardKeys: shards.map(\.key), typoKeys: typos.map(\.key), versions: versions.wait()))
        var files = [IndexFile(path: folder + "index.js", digest: SHA256.hex(of: meta.utf8)) { meta }]
        let language = language
        files += ConcurrentMap.map(shards) { key, terms in
            var form = ByteWriter()
            form.string(key)
            form.array(terms) { w, entry in
                w.string(entry.term)
                w.array(entry.codes) { $0.unsigned(UInt64($1)) }
            }
            return IndexFile(path: folder + "w/" + SearchText.shardFile(key) + ".js", digest: SHA256.hex(of: form.bytes)) {
                let body = JSONValue.object(terms.map { ($0.term, .array($0.codes.map(JSONValue.number))) })
                return Self.call("add", language: language, [.string(key), body])
            }
        }
        for (key, terms) in typos {
            var form = ByteWriter()
            form.string(key)
            form.strings(terms)
            files.append(IndexFile(path: folder + "y/" + SearchText.shardFile(key) + ".js", digest: SHA256.hex(of: form.bytes)) {
                Self.call("typos", language: language, [.string(key), .array(terms.map(JSONValue.string))])
            })
        }
        return files
    }

    /// What the facets of `index.js` offer. The platform facet is there
    /// when some version is not for every declared platform; a version for
    /// all of them counts under each. Labels are sorted.
    private struct Facets: Sendable {
        var platforms: [String]
        var labels: [String]
    }

    /// The text chunks: each one's path from the site root and the versions
    /// it holds, which are all it shows.
    package var chunks: [(path: String, releases: [Release])] {
        let folder = Self.folder(language: language)
        return stride(from: 0, to: releases.count, by: Self.chunkSize).map { start in
            (folder + "t/\(start / Self.chunkSize).js", Array(releases[start..<min(releases.count, start + Self.chunkSize)]))
        }
    }

    /// The texts of chunk `number`, made from its versions alone:
    /// `NoteSiteSearch.texts("<lang>",<n>,[[[field,"text","anchor"],…],…]);`,
    /// written as bytes (a first build writes 30 MB of them).
    package func chunkText(_ number: Int) -> [UInt8] {
        let start = number * Self.chunkSize
        let range = start..<min(releases.count, start + Self.chunkSize)
        let kept = documents.take(range)
        return Self.call("texts", language: language) { out in
            out += ",\(number),[".utf8
            for i in range {
                let document = kept[i - start] ?? SearchDocument(releases[i], words: words, body: body, platforms: counted[i])
                if i > start { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "["))
                for (n, entry) in document.entries.enumerated() {
                    if n > 0 { out.append(UInt8(ascii: ",")) }
                    out += "[\(entry.field.rawValue),".utf8
                    JSONValue.escape(entry.text, into: &out)
                    if !entry.anchor.isEmpty {
                        out.append(UInt8(ascii: ","))
                        JSONValue.escape(entry.anchor, into: &out)
                    }
                    out.append(UInt8(ascii: "]"))
                }
                out.append(UInt8(ascii: "]"))
            }
            out.append(UInt8(ascii: "]"))
        }
    }

    /// The words a typo in their first letter could be meant for, grouped
    /// by `SearchText.typoKey`, keys and words in byte order.
    private func typoKeys(of shards: [(key: String, terms: [(term: String, codes: [Int])])]) -> [(key: String, terms: [String])] {
        var groups: [String: [String]] = [:]
        for shard in shards {
            for entry in shard.terms { if let key = SearchText.typoKey(entry.term) { groups[key, default: []].append(entry.term) } }
        }
        return groups.keys.sorted(by: Self.byteOrder).map { ($0, (groups[$0] ?? []).sorted(by: Self.byteOrder)) }
    }

    /// `NoteSiteSearch.<name>("<lang>", …);`
    private func call(_ name: String, _ arguments: JSONValue...) -> String {
        Self.call(name, language: language, arguments)
    }

    private static func call(_ name: String, language: String, _ arguments: [JSONValue]) -> String {
        String(decoding: call(name, language: language) { out in
            for argument in arguments {
                out.append(UInt8(ascii: ","))
                argument.append(to: &out)
            }
        }, as: UTF8.self)
    }

    /// `NoteSiteSearch.<name>("<lang>"…);` as bytes, with `arguments`
    /// writing what follows the language, each argument after a comma.
    private static func call(_ name: String, language: String, writing arguments: (inout [UInt8]) -> Void) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        out += "NoteSiteSearch.\(name)(".utf8
        JSONValue.escape(language, into: &out)
        arguments(&out)
        out += ");\n".utf8
        return out
    }

    /// Flags of a version in `index.js`.
    enum Flag: Int {
        case prerelease = 1, yanked = 2, draft = 4, fallsBack = 8
    }

    private func meta(_ facets: Facets, shardKeys: [String], typoKeys: [String], versions: [JSONValue]) -> JSONValue {
        .object([
            ("chunk", .number(Self.chunkSize)),
            ("types", .array(ChangeKind.allCases.map { .string($0.rawValue) })),
            ("labels", .array(facets.labels.map(JSONValue.string))),
        ] + (facets.platforms.isEmpty ? [] : [
            ("platforms", .array(facets.platforms.map { .array([.string($0), .string(PlatformName.display($0))]) })),
        ]) + [
            ("shards", .array(shardKeys.map(JSONValue.string))),
            ("typos", .array(typoKeys.map(JSONValue.string))),
            ("versions", .array(versions)),
        ])
    }

    /// Each version in `index.js`: number, date, flags, change types,
    /// labels and, when not all, the platforms it counts for.
    private func versionsMeta(_ facets: Facets) -> [JSONValue] {
        let platformNumbers = Dictionary(uniqueKeysWithValues: facets.platforms.enumerated().map { ($1, $0) })
        let labelNumbers = Dictionary(uniqueKeysWithValues: facets.labels.enumerated().map { ($1, $0) })
        let kinds = ChangeKind.allCases
        return zip(releases, counted).map { r, counted in
            var flags = 0
            if r.isPrerelease { flags |= Flag.prerelease.rawValue }
            if r.isYanked { flags |= Flag.yanked.rawValue }
            if r.isDraft { flags |= Flag.draft.rawValue }
            if r.fallsBack { flags |= Flag.fallsBack.rawValue }
            let present = Set(r.changeKinds)
            let types = kinds.enumerated().reduce(0) { $0 | (present.contains($1.element) ? 1 << $1.offset : 0) }
            var tuple: [JSONValue] = [.string(r.version.canonical), .string(r.date ?? ""), .number(flags), .number(types),
                                      .array(r.labels.compactMap { labelNumbers[$0] }.map(JSONValue.number))]
            if let counted { tuple.append(.array(counted.compactMap { platformNumbers[$0] }.map(JSONValue.number))) }
            return .array(tuple)
        }
    }

    /// Every term with its postings, grouped by shard, keys and terms sorted
    /// by their UTF-8 bytes. A posting is the version's number, as a gap
    /// from the previous one, times 8 plus the best field it is found in.
    private func postings() -> [(key: String, terms: [(term: String, codes: [Int])])] {
        let words = vocabulary.all
        // Two passes over every version's numbers, to count each term's
        // postings and then to place them, each term's as one run of a
        // single array: no array per term grows a posting at a time.
        var starts = [Int](repeating: 0, count: words.count + 1)
        for version in terms {
            version.numbers.withUnsafeBufferPointer { for term in $0 { starts[Int(term) + 1] += 1 } }
        }
        for i in words.indices { starts[i + 1] += starts[i] }
        var next = Array(starts.dropLast())
        var last = [Int](repeating: 0, count: words.count)
        var codes = [Int](repeating: 0, count: starts[words.count])
        codes.withUnsafeMutableBufferPointer { codes in
            for (number, version) in terms.enumerated() {
                version.numbers.withUnsafeBufferPointer { numbers in
                    version.fields.withUnsafeBufferPointer { fields in
                        for (term, field) in zip(numbers, fields) {
                            let t = Int(term)
                            codes[next[t]] = (number - last[t]) * 8 + Int(field)
                            next[t] += 1
                            last[t] = number
                        }
                    }
                }
            }
        }
        var shards: [String: [(term: String, codes: [Int])]] = [:]
        for (t, term) in words.enumerated() where starts[t + 1] > starts[t] {
            shards[SearchText.shardKey(term), default: []].append((term, Array(codes[starts[t]..<starts[t + 1]])))
        }
        return shards.keys.sorted(by: Self.byteOrder).map { key in
            (key, (shards[key] ?? []).sorted { Self.byteOrder($0.term, $1.term) })
        }
    }

    static func byteOrder(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }
}

/// The documents a text chunk is made from, each handed to it once: a
/// first build's documents hold every text of the site, and each goes as
/// soon as its chunk is written rather than with the jobs (about 3 MB of a
/// 10,000-version build's peak, the chunks being made after the pages).
private final class KeptDocuments: @unchecked Sendable {
    private let lock = NSLock()
    private var documents: [SearchDocument?]

    init(_ documents: [SearchDocument?]) { self.documents = documents }

    /// The documents at `range`, nil where none is kept; they are kept no more.
    func take(_ range: Range<Int>) -> [SearchDocument?] {
        lock.withLock {
            defer { for i in range { documents[i] = nil } }
            return Array(documents[range])
        }
    }
}
