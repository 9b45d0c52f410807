import NoteSiteSupport
import NoteSiteContent
import NoteSiteRender

/// Each language's search terms in the saved memory, as one block of their
/// own, made while the rest is written and read while the site is. Per
/// language: the terms some version still has, numbered anew; each
/// version's key, release and count of terms; then every version's numbers
/// as one run of little-endian 32-bit words and their fields as one run of
/// bytes, so that nothing is allocated per version either way.
extension SavedMemory {
    typealias SavedTerms = (vocabulary: [String], entries: [(key: String, release: Release, value: VersionTerms)])

    /// The block for `search`, by language folder; `refs` numbers each
    /// version's release in the memory's table.
    static func searchBlock(_ search: [(prefix: String, terms: SavedTerms)], refs: [[Int]]) -> [UInt8] {
        var w = ByteWriter()
        w.unsigned(UInt64(search.count))
        for ((prefix, terms), refs) in zip(search, refs) {
            w.string(prefix)
            var renumbered = [Int32](repeating: -1, count: terms.vocabulary.count)
            var kept: [String] = []
            var total = 0
            for entry in terms.entries {
                total += entry.value.numbers.count
                for number in entry.value.numbers where renumbered[Int(number)] < 0 {
                    renumbered[Int(number)] = Int32(kept.count)
                    kept.append(terms.vocabulary[Int(number)])
                }
            }
            w.strings(kept)
            w.unsigned(UInt64(terms.entries.count))
            for (entry, ref) in zip(terms.entries, refs) {
                w.string(entry.key)
                w.int(ref)
                w.unsigned(UInt64(entry.value.numbers.count))
            }
            var numbers: [Int32] = []
            var fields: [UInt8] = []
            numbers.reserveCapacity(total)
            fields.reserveCapacity(total)
            for entry in terms.entries {
                for number in entry.value.numbers { numbers.append(renumbered[Int(number)].littleEndian) }
                fields.append(contentsOf: entry.value.fields)
            }
            numbers.withUnsafeBytes { w.raw($0) }
            w.raw(fields)
        }
        return w.bytes
    }

    /// Each language's search terms from a block `searchBlock` made.
    static func searchTerms(_ r: inout ByteReader,
                            release: (inout ByteReader) throws(Malformed) -> Release) throws(Malformed) -> [String: SearchTerms] {
        var search: [String: SearchTerms] = [:]
        for _ in 0..<(try r.count()) {
            let prefix = try r.string()
            let vocabulary = try r.strings()
            let versions = try r.count()
            var heads: [(key: String, release: Release, count: Int)] = []
            heads.reserveCapacity(versions)
            var total = 0
            for _ in 0..<versions {
                let (key, release, count) = (try r.string(), try release(&r), try r.count())
                heads.append((key, release, count))
                total += count
            }
            let block = try r.raw()
            guard block.count == total * 4 else { throw Malformed() }
            let numbers = block.withUnsafeBytes { raw in
                (0..<total).map { Int32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: Int32.self)) }
            }
            guard numbers.allSatisfy({ $0 >= 0 && Int($0) < vocabulary.count }) else { throw Malformed() }
            let fields = Array(try r.raw())
            guard fields.count == total else { throw Malformed() }
            var start = 0
            let entries = heads.map { head -> (key: String, release: Release, value: VersionTerms) in
                defer { start += head.count }
                let part = start..<(start + head.count)
                return (head.key, head.release, VersionTerms(numbers: numbers[part], fields: fields[part]))
            }
            let terms = SearchTerms(vocabulary: SearchVocabulary(terms: vocabulary))
            terms.saved = entries
            search[prefix] = terms
        }
        guard r.atEnd else { throw Malformed() }
        return search
    }
}
