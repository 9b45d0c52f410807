import Foundation
import NoteSiteSupport
import NoteSiteDiagnostics
import NoteSiteContent
import NoteSiteRender

/// A `BuildMemory` kept on disk between runs of `notesite build`, in the
/// hidden sibling `.<output>.notesite-memory`, so that a build in a new
/// process parses only the version files that changed and makes only the
/// files whose inputs changed, as `serve` does in one process.
///
/// The memory describes the output as the build that wrote it left it. It
/// carries a token that the output's state names as well; the state is
/// written after the exchange, so a memory whose token the state does not
/// name (a build killed in between, a state from another build) is not
/// used. What it holds is checked again as in `serve`: a version file by
/// its stamp, everything else by the build's context, each reused file of
/// the previous output by its stamp (`StagingOutput.reuse`). A memory that
/// does not read back is ignored: the build then does all the work.
enum SavedMemory {
    static let header = "notesite-memory 10"

    /// A release's rest that did not read back (cut short, or not matching
    /// its checksum): the build stops before it writes, and the memory goes.
    struct Unreadable: DiagnosticConvertible {
        let output: String

        var diagnostic: Diagnostic {
            Diagnostic(path: output, message: "what the previous build kept beside this output did not read back, so nothing was written",
                       hint: "Run the build again: it will make every file anew.")
        }
    }

    /// Writes `memory` at `path` through a temporary name, and the rests of
    /// its releases into `path`-rests (`SavedRests`); false when it could
    /// not. `stamp` gives the stamp of an output file as written.
    static func save(_ memory: BuildMemory, token: String, to path: String, stamp: (String) -> FileStamp?) -> Bool {
        FileBytes.replace(path) { fd in
            var writer = ByteWriter(fd: fd)
            let rests = encode(memory, token: token, into: &writer, stamp: stamp) { live in
                // The file the memory was read with, while most of it is named.
                if let base = memory.file?.rests, base.isFile, !base.worthRewriting(live: live) { return base }
                return SavedRests.create(path + "-rests")
            }
            return rests != nil && writer.flush()
        }
    }

    /// The memory at `path` if it was saved under `token` and `context`
    /// (what parsing read, `BuildContext.leavingOutConfiguration`) and reads
    /// back; else nil. Its notes.json lines are read from the
    /// files in `output`.
    static func load(from path: String, token: String, output: String, context: BuildContext) -> BuildMemory? {
        guard !token.isEmpty, let bytes = RegularFile.contents(path), let rests = SavedRests.open(path + "-rests") else { return nil }
        var reader = ByteReader(bytes)
        return try? decode(&reader, token: token, output: output, context: context, rests: rests)
    }

    /// Writes `memory` into `w`, and the rests of its releases into the
    /// file `choose` gives for the number of bytes of rests it would keep
    /// from the file the memory was read with; returns that file once its
    /// rests are written, or nil when they could not be.
    @discardableResult
    static func encode(_ memory: BuildMemory, token: String, into w: inout ByteWriter, stamp: (String) -> FileStamp? = { _ in nil },
                       rests choose: (Int) -> SavedRests?) -> SavedRests? {
        let parsed = memory.parsed.saved
        let render = memory.render.saved
        let links = memory.checkedLinks.saved
        // Every release once, in a table that the rest refers to by index:
        // equal releases share storage when read back, and compare equal at
        // a glance. Equal releases may be stored apart (what a file was made
        // from is kept from the build that made it), so they are matched by
        // value as well.
        var table: [Release] = []
        var index: [ObjectIdentifier: Int] = [:]
        var byOrigin: [String: [Int]] = [:]
        func number(_ release: Release) -> Int {
            let id = ObjectIdentifier(release.box)
            if let known = index[id] { return known }
            let origin = release.sourcePath + "\u{0}" + release.version.fullText
            let found = byOrigin[origin]?.first { table[$0] == release }
            let number = found ?? table.count
            if found == nil {
                table.append(release)
                byOrigin[origin, default: []].append(number)
            }
            index[id] = number
            return number
        }
        // In the dictionaries' own order: the memory is notesite's own, and
        // sorting its tens of thousands of entries took longer than writing them.
        let entries = Array(parsed.entries)
        let parsedRefs = entries.map { number($0.value.release) }
        let inputs = render.inputs.map(Array.init)
        let inputRefs = inputs?.map { ($0.value.releases.map(number), $0.value.partial.map(number)) }
        let notes = render.notes.map { ($0.key, $0.value.placements) }
        let noteRefs = notes.map { $0.1.map { number($0.release) } }
        let linkRefs = links.map { number($0.release) }
        let search: [(prefix: String, terms: SavedTerms)] = memory.render.savedSearch.sorted { $0.key < $1.key }.map {
            ($0.key, ($0.value.vocabulary.all, $0.value.saved))
        }
        let searchRefs = search.map { $0.1.entries.map { number($0.release) } }

        // Releases read from the memory this one was read from keep their
        // rests where they lie, with the texts they name by number numbered
        // as there; the others' rests are added to the file.
        let base = memory.file
        if let base { w.numberShared(base.sharedTexts) }
        let live = table.reduce(0) { sum, release in
            guard let saved = release.savedRest, saved.file === base else { return sum }
            return sum + saved.place.count
        }
        guard let rests = choose(live) else { return nil }
        var places: [SavedRelease.Place] = []
        places.reserveCapacity(table.count)
        for release in table {
            if let saved = release.savedRest, saved.file.rests === rests {
                places.append(saved.place)
                continue
            }
            // Made from the fields, or copied from the file the memory was
            // read with, into a new one.
            let bytes: [UInt8]
            if let saved = release.savedRest {
                guard let kept = saved.file.rests.read(at: saved.place.offset, count: saved.place.count) else {
                    rests.abandon()
                    return nil
                }
                bytes = kept
            } else {
                bytes = w.rest(release.box.fields)
            }
            let sum = bytes.withUnsafeBytes(Checksum.of)
            if let saved = release.savedRest, saved.place.sum != sum {
                rests.abandon()
                return nil
            }
            places.append(SavedRelease.Place(offset: rests.append(bytes), count: bytes.count, sum: sum))
        }
        // A rest that did not read back must not be saved as read.
        guard base?.unreadable != true, rests.complete() else {
            rests.abandon()
            return nil
        }

        w.string(header)
        w.string(token)
        w.optional(parsed.context) { $0.context($1) }
        w.optional(parsed.settings) { $0.string($1) }
        w.unsigned(rests.id)
        w.array(Array(zip(table, places))) { $0.release($1.0, rest: $1.1) }
        w.sharedTable()
        w.array(Array(zip(entries, parsedRefs))) { w, pair in
            w.string(pair.0.key)
            w.stamp(pair.0.value.stamp)
            w.int(pair.1)
            w.array(pair.0.value.warnings) { $0.diagnostic($1) }
        }
        w.optional(render.key) { w, key in
            w.context(key.context)
            w.array(key.outline) { w, list in
                w.array(list) { w, item in
                    w.string(item.version)
                    w.bool(item.fallsBack)
                    w.bool(item.isDraft)
                    w.bool(item.isYanked)
                    w.strings(item.labels)
                    w.optional(item.platforms) { $0.strings($1) }
                    w.strings(item.audience)
                }
            }
        }
        w.optional(inputs.map { Array(zip($0, inputRefs!)) }) { w, list in
            w.array(list) { w, pair in
                w.string(pair.0.key)
                w.array(pair.1.0) { $0.int($1) }
                w.strings(pair.0.value.facts)
                w.array(pair.1.1) { $0.int($1) }
                w.optional(pair.0.value.digest) { $0.string($1) }
            }
        }
        w.array(Array(zip(notes, noteRefs))) { w, pair in
            let (prefix, placements) = pair.0
            w.string(prefix)
            w.optional(stamp(prefix + NotesJSON.fileName)) { $0.stamp($1) }
            w.array(Array(zip(placements, pair.1))) { w, line in
                w.string(line.0.key)
                w.int(line.1)
                w.int(line.0.range.lowerBound)
                w.int(line.0.range.count)
            }
        }
        w.array(Array(zip(links, linkRefs))) { w, pair in
            w.string(pair.0.key)
            w.int(pair.1)
            w.array(pair.0.value) { w, link in
                w.string(link.attribute)
                w.string(link.value)
            }
        }
        // Each language's terms, in one block that the next build reads on
        // another thread: all that comes before the closing header.
        writeSearch(search, refs: searchRefs, into: &w)
        w.string(header)
        w.checksum()
        return rests
    }

    /// Reads a memory saved under `token`; with `context`, only one saved
    /// under that context (any other would be dropped unused), found out
    /// before its releases are read. Each release's rest is read from
    /// `rests`, which must be the file the memory was saved with, when first
    /// asked for.
    static func decode(_ r: inout ByteReader, token: String, output: String,
                       context current: BuildContext? = nil, rests: SavedRests) throws(Malformed) -> BuildMemory {
        guard try r.string() == header, try r.string() == token else { throw Malformed() }
        let context = try r.optional { r throws(Malformed) in try r.context() }
        if let current, context != current { throw Malformed() }
        try r.checkSum()
        let settings = try r.optional { r throws(Malformed) in try r.string() }
        guard try r.unsigned() == rests.id else { throw Malformed() }
        let file = SavedMemoryFile(rests: rests)
        let table = try r.array { r throws(Malformed) in try r.release(in: file) }
        file.sharedTexts = try r.strings()
        func release(_ r: inout ByteReader) throws(Malformed) -> Release {
            let index = try r.int()
            guard table.indices.contains(index) else { throw Malformed() }
            return table[index]
        }
        let memory = BuildMemory.saved(from: file)
        var entries: [String: ParsedVersions.Entry] = [:]
        for _ in 0..<(try r.count()) {
            let name = try r.string()
            entries[name] = ParsedVersions.Entry(stamp: try r.stamp(), release: try release(&r),
                                                 warnings: try r.array { r throws(Malformed) in try r.diagnostic() })
        }
        memory.parsed.saved = (context, settings, entries)
        let key = try r.optional { r throws(Malformed) in
            PlanKey(context: try r.context(), outline: try r.array { r throws(Malformed) in
                try r.array { r throws(Malformed) in
                    PlanKey.Outline(version: try r.string(), fallsBack: try r.bool(), isDraft: try r.bool(),
                                    isYanked: try r.bool(), labels: try r.strings(),
                                    platforms: try r.optional { r throws(Malformed) in try r.strings() },
                                    audience: try r.strings())
                }
            })
        }
        let inputs = try r.optional { r throws(Malformed) -> [String: JobInputs] in
            var inputs: [String: JobInputs] = [:]
            for _ in 0..<(try r.count()) {
                let path = try r.string()
                var job = JobInputs(try r.array { r throws(Malformed) in try release(&r) })
                job.facts = try r.strings()
                job.partial = try r.array { r throws(Malformed) in try release(&r) }
                job.digest = try r.optional { r throws(Malformed) in try r.string() }
                inputs[path] = job
            }
            return inputs
        }
        var notes: [String: NotesLines] = [:]
        for _ in 0..<(try r.count()) {
            let prefix = try r.string()
            let stamp = try r.optional { r throws(Malformed) in try r.stamp() }
            let placements = try r.array { r throws(Malformed) -> NotesLines.Placement in
                let (key, release, start, count) = (try r.string(), try release(&r), try r.int(), try r.int())
                guard start >= 0, count >= 0, start <= Int.max - count else { throw Malformed() }
                return NotesLines.Placement(key: key, release: release, range: start..<(start + count))
            }
            notes[prefix] = NotesLines(earlier: stamp.flatMap {
                EarlierNotesFile(path: output + "/" + prefix + NotesJSON.fileName, stamp: $0, placements: placements)
            })
        }
        memory.render.saved = (key, inputs, notes)
        memory.checkedLinks.saved = try r.array { r throws(Malformed) in
            (key: try r.string(), release: try release(&r), value: try r.array { r throws(Malformed) in
                MarkedLink(attribute: try r.string(), value: try r.string())
            })
        }
        // The search terms are all that comes before the closing header.
        let block = try r.rest(before: header)
        // Not needed until the site is read and planned: read meanwhile.
        // The checksum held, so a block that does not read back is
        // notesite's own mistake; its terms are then made again.
        memory.render.restoreSearch(Background { [table] () -> [String: SearchTerms] in
            var r = block
            return (try? searchTerms(&r) { r throws(Malformed) in
                let index = try r.int()
                guard table.indices.contains(index) else { throw Malformed() }
                return table[index]
            }) ?? [:]
        })
        return memory
    }
}

extension ByteWriter {
    mutating func context(_ context: BuildContext) {
        array(Array(context.stamps)) { w, entry in
            w.string(entry.key)
            w.stamp(entry.value)
        }
        string(context.settings)
    }
}

extension ByteReader {
    mutating func context() throws(Malformed) -> BuildContext {
        var stamps: [String: FileStamp] = [:]
        for _ in 0..<(try count()) { stamps[try string()] = try stamp() }
        return BuildContext(stamps: stamps, settings: try string())
    }
}

extension PlanKey.Outline {
    init(version: String, fallsBack: Bool, isDraft: Bool, isYanked: Bool, labels: [String], platforms: [String]?,
         audience: [String]) {
        self.version = version
        self.fallsBack = fallsBack
        self.isDraft = isDraft
        self.isYanked = isYanked
        self.labels = labels
        self.platforms = platforms
        self.audience = audience
    }
}
