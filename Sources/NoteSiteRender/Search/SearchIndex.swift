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
    let documents: [SearchDocument]
    /// The platforms each version counts for (docs/content.md), by
    /// position; nil: every platform.
    let counted: [[String]?]

    /// The words `notesite.yml` declares.
    let declared: [String]

    /// `platforms`: the words `notesite.yml` declares.
    package init(language: String, releases newestFirst: [Release], words: InterfaceWords, body: Bool,
                 platforms: [String] = []) {
        self.language = language
        declared = platforms
        let releases = newestFirst.sorted { $0.version < $1.version }
        self.releases = releases
        let counted = releases.map { $0.countedPlatforms(declared: platforms) }
        self.counted = counted
        documents = ConcurrentMap.map(Array(releases.indices)) { i in
            SearchDocument(releases[i], words: words, body: body, platforms: counted[i])
        }
    }

    /// The folder of a language's index, from the site root.
    static func folder(language: String) -> String { "search/\(language)/" }

    /// Every file, by its path from the site root, in a stable order.
    package func files() -> [(path: String, text: String)] {
        let folder = Self.folder(language: language)
        let shards = postings()
        let typos = typoKeys(of: shards)
        var files: [(String, String)] = [(folder + "index.js", call("index", meta(shardKeys: shards.map(\.key),
                                                                                   typoKeys: typos.map(\.key))))]
        for (key, terms) in shards {
            let body = JSONValue.object(terms.map { ($0.term, .array($0.codes.map(JSONValue.number))) })
            files.append((folder + "w/" + SearchText.shardFile(key) + ".js", call("add", .string(key), body)))
        }
        for start in stride(from: 0, to: documents.count, by: Self.chunkSize) {
            let chunk = documents[start..<min(documents.count, start + Self.chunkSize)].map { document in
                JSONValue.array(document.entries.map { entry in
                    .array([.number(entry.field.rawValue), .string(entry.text)] + (entry.anchor.isEmpty ? [] : [.string(entry.anchor)]))
                })
            }
            files.append((folder + "t/\(start / Self.chunkSize).js", call("texts", .number(start / Self.chunkSize), .array(chunk))))
        }
        for (key, terms) in typos {
            files.append((folder + "y/" + SearchText.shardFile(key) + ".js", call("typos", .string(key), .array(terms.map(JSONValue.string)))))
        }
        return files
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
        let list = ([JSONValue.string(language)] + arguments).map { $0.serialized() }.joined(separator: ",")
        return "NoteSiteSearch.\(name)(\(list));\n"
    }

    /// Flags of a version in `index.js`.
    enum Flag: Int {
        case prerelease = 1, yanked = 2, draft = 4, fallsBack = 8
    }

    private func meta(shardKeys: [String], typoKeys: [String]) -> JSONValue {
        // The platform facet is there when some version is not for every
        // declared platform; a version for all of them counts under each.
        let platforms = counted.contains { $0 != nil } ? declared : []
        let platformNumbers = Dictionary(uniqueKeysWithValues: platforms.enumerated().map { ($1, $0) })
        let labels = Array(Set(releases.flatMap(\.labels))).sorted()
        let labelNumbers = Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($1, $0) })
        let kinds = ChangeKind.allCases
        let versions: [JSONValue] = zip(releases, counted).map { r, counted in
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
        return .object([
            ("chunk", .number(Self.chunkSize)),
            ("types", .array(kinds.map { .string($0.rawValue) })),
            ("labels", .array(labels.map(JSONValue.string))),
        ] + (platforms.isEmpty ? [] : [
            ("platforms", .array(platforms.map { .array([.string($0), .string(PlatformName.display($0))]) })),
        ]) + [
            ("shards", .array(shardKeys.map(JSONValue.string))),
            ("typos", .array(typoKeys.map(JSONValue.string))),
            ("versions", .array(versions)),
        ])
    }

    /// Every term with its postings, grouped by shard, keys and terms sorted
    /// by their UTF-8 bytes. A posting is the version's number, as a gap
    /// from the previous one, times 8 plus the best field it is found in.
    private func postings() -> [(key: String, terms: [(term: String, codes: [Int])])] {
        // Each version's terms with the best field of each, on every core.
        let perDocument: [[String: Int]] = ConcurrentMap.map(documents) { document in
            var fields: [String: Int] = [:]
            for entry in document.entries {
                let field = entry.field.rawValue
                for token in SearchText.indexTokens(entry.text) where (fields[token] ?? Int.max) > field {
                    fields[token] = field
                }
            }
            return fields
        }
        var codes: [String: [Int]] = [:]
        var previous: [String: Int] = [:]
        for (number, fields) in perDocument.enumerated() {
            for (term, field) in fields {
                codes[term, default: []].append((number - (previous[term] ?? 0)) * 8 + field)
                previous[term] = number
            }
        }
        var shards: [String: [(term: String, codes: [Int])]] = [:]
        for (term, list) in codes { shards[SearchText.shardKey(term), default: []].append((term, list)) }
        return shards.keys.sorted(by: Self.byteOrder).map { key in
            (key, (shards[key] ?? []).sorted { Self.byteOrder($0.term, $1.term) })
        }
    }

    static func byteOrder(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }
}
