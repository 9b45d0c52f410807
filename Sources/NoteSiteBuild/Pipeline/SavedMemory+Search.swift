import NoteSiteSupport
import NoteSiteContent
import NoteSiteRender

/// Each language's search terms in the saved memory, as one block at its
/// end, which the next build reads while it reads the site. Per
/// language: the terms some version still has, numbered anew; each
/// version's key, release and count of terms; then every version's numbers
/// as one run of little-endian 32-bit words and their fields as one run of
/// bytes, so that nothing is allocated per version either way.
extension SavedMemory {
    typealias SavedTerms = (vocabulary: [String], entries: [(key: String, release: Release, value: VersionTerms)])

    /// Writes the block for `search`, by language folder, at the end of
    /// `w`; `refs` numbers each version's release in the memory's table.
    /// The numbers are renumbered a version at a time, so that no copy of
    /// them all is made.
    static func writeSearch(_ search: [(prefix: String, terms: SavedTerms)], refs: [[Int]], into w: inout ByteWriter) {
        w.unsigned(UInt64(search.count))
        for ((prefix, terms), refs) in zip(search, refs) {
            w.string(prefix)
            var renumbered = [Int32](repeating: -1, count: terms.vocabulary.count)
            var kept: [String] = []
            var total = 0
            var longest = 0
            // Each entry's parts taken once: a copy of an entry retains its
            // release's every field, and the loops below read them thrice.
            let values = terms.entries.map { $0.value }
            for value in values {
                total += value.numbers.count
                longest = max(longest, value.numbers.count)
                for number in value.numbers where renumbered[Int(number)] < 0 {
                    renumbered[Int(number)] = Int32(kept.count)
                    kept.append(terms.vocabulary[Int(number)])
                }
            }
            w.strings(kept)
            w.unsigned(UInt64(values.count))
            for ((key, value), ref) in zip(zip(terms.entries.lazy.map { $0.key }, values), refs) {
                w.string(key)
                w.int(ref)
                w.unsigned(UInt64(value.numbers.count))
            }
            // As `raw` would write all numbers, then all fields.
            var scratch = [Int32](repeating: 0, count: longest)
            w.unsigned(UInt64(total * 4))
            for value in values {
                for (i, number) in value.numbers.enumerated() { scratch[i] = renumbered[Int(number)].littleEndian }
                scratch.withUnsafeBytes { w.append(UnsafeRawBufferPointer(rebasing: $0[..<(value.numbers.count * 4)])) }
            }
            w.unsigned(UInt64(total))
            for value in values { value.fields.withUnsafeBytes { w.append($0) } }
        }
    }

    /// Each language's search terms from a block `writeSearch` wrote.
    static func searchTerms(_ r: inout ByteReader,
                            release: (inout ByteReader) throws(Malformed) -> Release) throws(Malformed) -> [String: SearchTerms] {
        var search: [String: SearchTerms] = [:]
        for _ in 0..<(try r.count()) {
            let prefix = try r.string()
            let vocabulary = try r.strings()
            let versions = try r.count()
            var heads: [(key: String, release: Release, count: Int)] = []
            // Capped: a damaged count must cost an error, not gigabytes.
            heads.reserveCapacity(min(versions, 1 << 16))
            var total = 0
            for _ in 0..<versions {
                let (key, release, count) = (try r.string(), try release(&r), try r.count())
                heads.append((key, release, count))
                total += count
            }
            let block = try r.raw()
            guard block.count % 4 == 0, block.count / 4 == total else { throw Malformed() }
            let numbers = block.withUnsafeBytes { raw in
                (0..<total).map { Int32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: Int32.self)) }
            }
            guard numbers.allSatisfy({ $0 >= 0 && Int($0) < vocabulary.count }) else { throw Malformed() }
            let fields = Array(try r.raw())
            guard fields.count == total else { throw Malformed() }
            var start = 0
            var table: [String: (release: Release, value: VersionTerms)] = [:]
            table.reserveCapacity(heads.count)
            for head in heads {
                let part = start..<(start + head.count)
                table[head.key] = (head.release, VersionTerms(numbers: numbers[part], fields: fields[part]))
                start += head.count
            }
            let terms = SearchTerms(vocabulary: SearchVocabulary(terms: vocabulary))
            terms.restore(table)
            search[prefix] = terms
        }
        guard r.atEnd else { throw Malformed() }
        return search
    }
}
