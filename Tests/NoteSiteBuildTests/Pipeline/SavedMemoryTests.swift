import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSupport
@testable import NoteSiteOutput
@testable import NoteSiteContent
import NoteSiteRender

/// `build` keeps a `BuildMemory` beside the output between runs
/// (`SavedMemory`): what it reads back must equal what was written, a
/// damaged memory must only cost work, and a rebuild from it must equal a
/// fresh build whatever changed, hand edits to the output included.
@Suite("Saved memory") struct SavedMemoryTests {
    typealias SplitMix = RebuildPropertyTests.SplitMix

    static func build(_ site: URL, into output: URL) -> BuildReport {
        RebuildPropertyTests.build(site, into: output)
    }

    /// The example site in a memory of its own, as `serve` would hold it.
    static func exampleMemory() -> BuildMemory {
        let memory = BuildMemory()
        var builder = SiteBuilder(options: BuildOptions(site: SitePaths(given: Repository.root.path),
                                                        output: Repository.root.appendingPathComponent("_site"), outputDisplay: "_site"))
        builder.output = MemoryOutput(previous: [:])
        builder.memory = memory
        #expect(builder.run().succeeded)
        return memory
    }

    @Test("every release of the example site reads back equal, field for field")
    func releasesReadBack() throws {
        let memory = Self.exampleMemory()
        var writer = ByteWriter()
        let rests = try #require(SavedMemory.encode(memory, token: "t", into: &writer) { _ in SavedRests.inMemory() })
        var reader = ByteReader(writer.bytes)
        let read = try SavedMemory.decode(&reader, token: "t", output: "/nonexistent", rests: rests)
        let (written, back) = (memory.parsed.saved, read.parsed.saved)
        #expect(written.entries.count > 20, "the example site was parsed")
        #expect(written.context == back.context && written.settings == back.settings && back.settings != nil)
        #expect(Set(written.entries.keys) == Set(back.entries.keys))
        #expect(read.file?.restsRead == 0, "a release's rest was read before it was asked for")
        for (name, entry) in written.entries {
            let other = try #require(back.entries[name])
            // Not the same storage: equality here is field by field.
            #expect(other.release.box !== entry.release.box)
            #expect(other.release == entry.release, "\(name)")
            #expect(other.release.version.fullText == entry.release.version.fullText)
            #expect(other.stamp == entry.stamp && other.warnings == entry.warnings, "\(name)")
        }
        let (key, inputs, _) = memory.render.saved
        #expect(read.render.saved.key == key)
        #expect(read.render.saved.inputs == inputs)
        #expect(inputs?.isEmpty == false)
        // Each language's search terms, version by version.
        func terms(_ memory: BuildMemory) -> [String: [String: [String: UInt8]]] {
            memory.render.savedSearch.mapValues { terms in
                let words = terms.vocabulary.all
                return Dictionary(uniqueKeysWithValues: terms.saved.map { entry in
                    (entry.key, Dictionary(uniqueKeysWithValues: zip(entry.value.numbers.map { words[Int($0)] }, entry.value.fields)))
                })
            }
        }
        #expect(terms(memory).count == 3 && terms(memory).values.allSatisfy { $0.count > 20 }, "every language's terms were kept")
        #expect(terms(read) == terms(memory))
        // Writing what was read and reading it again gives the same memory:
        // nothing is lost or added. (Not the same bytes: dictionaries are
        // written in their own order.)
        // The rests already in the file are named, not written again.
        let size = rests.end
        var again = ByteWriter()
        SavedMemory.encode(read, token: "t", into: &again) { _ in rests }
        #expect(rests.end == size)
        var second = ByteReader(again.bytes)
        let twice = try SavedMemory.decode(&second, token: "t", output: "/nonexistent", rests: rests)
        // Releases are numbered in the dictionaries' order, and a number
        // takes one to three bytes: the sizes agree to within a few bytes
        // per hundred references, not exactly.
        #expect(abs(again.bytes.count - writer.bytes.count) <= max(64, writer.bytes.count / 200),
                "\(again.bytes.count) bytes written again, \(writer.bytes.count) at first")
        let (first, last) = (read.parsed.saved.entries, twice.parsed.saved.entries)
        #expect(Set(first.keys) == Set(last.keys))
        for (name, entry) in first {
            #expect(last[name]?.release == entry.release && last[name]?.stamp == entry.stamp && last[name]?.warnings == entry.warnings)
        }
        #expect(twice.render.saved.key == key && twice.render.saved.inputs == inputs)
        #expect(twice.checkedLinks.saved.map(\.value) == read.checkedLinks.saved.map(\.value))
    }

    @Test("a damaged memory, or one another build's state does not name, is not used")
    func damagedMemory() throws {
        var writer = ByteWriter()
        let rests = try #require(SavedMemory.encode(Self.exampleMemory(), token: "t", into: &writer) { _ in SavedRests.inMemory() })
        let bytes = writer.bytes
        var other = ByteReader(bytes)
        #expect((try? SavedMemory.decode(&other, token: "u", output: "/nonexistent", rests: rests)) == nil)
        var elsewhere = ByteReader(bytes)
        #expect((try? SavedMemory.decode(&elsewhere, token: "t", output: "/nonexistent", rests: SavedRests.inMemory())) == nil,
                "a memory read with rests it was not saved with")
        var rng = SplitMix(state: 7)
        for _ in 0..<300 {
            let cut = Int.random(in: 0..<bytes.count, using: &rng)
            var truncated = ByteReader(Array(bytes[..<cut]))
            #expect((try? SavedMemory.decode(&truncated, token: "t", output: "/nonexistent", rests: rests)) == nil, "cut at \(cut)")
            var flipped = bytes
            flipped[cut] ^= UInt8.random(in: 1...255, using: &rng)
            var reader = ByteReader(flipped)
            // Inside a text too: the checksum tells.
            #expect((try? SavedMemory.decode(&reader, token: "t", output: "/nonexistent", rests: rests)) == nil, "flipped at \(cut)")
        }
    }


    @Test("the search terms' block reads back, and one cut short or naming a term it lacks does not")
    func searchBlock() throws {
        let memory = Self.exampleMemory()
        let saved = memory.render.savedSearch.sorted { $0.key < $1.key }
        let table = saved.flatMap { $0.value.saved.map(\.release) }
        var next = 0
        let refs = saved.map { $0.value.saved.map { _ in defer { next += 1 }; return next } }
        var writer = ByteWriter()
        SavedMemory.writeSearch(saved.map { ($0.key, ($0.value.vocabulary.all, $0.value.saved)) }, refs: refs, into: &writer)
        let block = writer.bytes
        func read(_ bytes: [UInt8]) throws(ByteReader.Malformed) -> [String: SearchTerms] {
            var r = ByteReader(bytes)
            return try SavedMemory.searchTerms(&r) { r throws(ByteReader.Malformed) in
                let index = try r.int()
                guard table.indices.contains(index) else { throw ByteReader.Malformed() }
                return table[index]
            }
        }
        // Each version's terms as words with their fields.
        func words(_ search: [String: SearchTerms]) -> [String: [String: [String: UInt8]]] {
            search.mapValues { terms in
                let all = terms.vocabulary.all
                return Dictionary(uniqueKeysWithValues: terms.saved.map { entry in
                    (entry.key, Dictionary(uniqueKeysWithValues: zip(entry.value.numbers.map { all[Int($0)] }, entry.value.fields)))
                })
            }
        }
        let back = try read(block)
        #expect(back.count == 3 && words(back) == words(Dictionary(uniqueKeysWithValues: saved)))
        #expect(back.values.allSatisfy { $0.saved.allSatisfy { entry in table.contains { $0.box === entry.release.box } } })
        for cut in stride(from: 0, to: block.count, by: max(1, block.count / 200)) {
            #expect((try? read(Array(block[..<cut]))) == nil, "cut at \(cut)")
        }
        // One language of one term, and one version that names term `number`.
        func handMade(number: Int32) -> [UInt8] {
            var w = ByteWriter()
            w.unsigned(1)
            w.string("")
            w.strings(["crash"])
            w.unsigned(1)
            w.string(table[0].version.fullText)
            w.int(0)
            w.unsigned(1)
            withUnsafeBytes(of: number.littleEndian) { w.raw($0) }
            w.raw([UInt8(0)])
            return w.bytes
        }
        #expect(try read(handMade(number: 0))[""]?.saved.first?.value.numbers == [0])
        #expect((try? read(handMade(number: 1))) == nil, "a number past the vocabulary")
    }
    @Test("a second build parses only the changed file and copies nothing it can keep")
    func secondBuildUsesMemory() throws {
        let folder = try TemporaryFolder()
        let root = folder("site")
        var site = EditableSite()
        site.perPage = 2
        try site.write(to: root)
        Thread.sleep(forTimeInterval: 0.06)
        #expect(Self.build(root, into: folder("out")).succeeded)
        #expect(FileManager.default.fileExists(atPath: folder(".out.notesite-memory").path))
        site.versions["1.3.0.md"]?.subtitle = "Edited"
        try site.write(to: root)
        Thread.sleep(forTimeInterval: 0.06)
        let second = Self.build(root, into: folder("out"))
        #expect(second.succeeded)
        #expect(second.reusedVersions == 6, "every other version file comes from the saved memory")
        #expect(second.searchTermsMade == 1, "only the edited version is tokenized again for search")
        #expect(second.reusedFiles > second.files / 2, "\(second.reusedFiles) of \(second.files) files kept")
        // With no back buffer yet, the kept files were linked, not copied:
        // the new output and the previous one share them.
        let shared = FileTree.files(below: folder("out")).filter { path in
            let a = FileStamp.of(folder("out").appendingPathComponent(path).path)
            let b = FileStamp.of(folder(".out.notesite-staging").appendingPathComponent(path).path)
            return a != nil && a?.inode == b?.inode
        }
        #expect(shared.count >= second.reusedFiles - 1, "\(shared.count) files shared")
        // A new version moves every other one down the changelog, but a
        // sheet shows its own release only: the other sheets are kept.
        site.versions["1.9.0.md"] = EditableSite.Version(version: "1.9.0", day: 9, subtitle: "New", body: "New body.")
        try site.write(to: root)
        let added = Self.build(root, into: folder("out"))
        #expect(added.succeeded && added.reusedVersions == 7 && added.searchTermsMade == 1)
        #expect(added.reusedFiles >= 2 * 7, "\(added.reusedFiles) of \(added.files) files kept")
        #expect(TreeDigest(at: folder("out")) == TreeDigest(at: try Self.fresh(root, in: folder)))
        Thread.sleep(forTimeInterval: 0.06)
        // The memory describes the output; a state that names another does not use it.
        var state = OutputState(contentsOf: folder(".out.notesite-state").path)
        #expect(!state.memory.isEmpty)
        state.memory = "x" + state.memory
        state.write(to: folder(".out.notesite-state").path)
        site.versions["1.3.0.md"]?.subtitle = "Edited again"
        try site.write(to: root)
        Thread.sleep(forTimeInterval: 0.06)
        let third = Self.build(root, into: folder("out"))
        #expect(third.succeeded && third.reusedVersions == 0 && third.reusedFiles == 0 && third.searchTermsMade == 8)
        #expect(TreeDigest(at: folder("out")) == TreeDigest(at: try Self.fresh(root, in: folder)))
    }

    @Test("a build never writes into a file of the output it replaces, even when a job is kept only in part")
    func outputFilesNeverWritten() throws {
        let folder = try TemporaryFolder()
        let root = folder("site")
        try EditableSite().write(to: root)
        Thread.sleep(forTimeInterval: 0.06)
        #expect(Self.build(root, into: folder("out")).succeeded)
        // No back buffer yet, so kept files are linked from the output. The
        // sheet's data script is gone: its page is linked, then the job is
        // made after all, and the page must be written as a new file.
        let page = folder("out/whats-new/1.0.0/index.html")
        try FileManager.default.removeItem(at: folder("out/whats-new/1.0.0/notes.js"))
        let before = try #require(FileStamp.of(page.path))
        Thread.sleep(forTimeInterval: 0.02)
        let second = Self.build(root, into: folder("out"))
        #expect(second.succeeded && second.reusedFiles > 0)
        // The old output is now the back buffer; its page is the same file, untouched.
        let after = try #require(FileStamp.of(folder(".out.notesite-staging/whats-new/1.0.0/index.html").path))
        #expect(after.inode == before.inode && after.modified == before.modified, "the replaced output's file was written")
        #expect(TreeDigest(at: folder("out")) == TreeDigest(at: try Self.fresh(root, in: folder)))
    }

    @Test("files are not kept by a configuration changed within the clock tick of the build that read it")
    func unsettledConfiguration() throws {
        let folder = try TemporaryFolder()
        let root = folder("site")
        try EditableSite().write(to: root)
        // A modification time after the build's start stands for a write
        // the build may not have seen.
        let config = root.appendingPathComponent(SiteConfig.fileName)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(3600)], ofItemAtPath: config.path)
        Thread.sleep(forTimeInterval: 0.06)
        #expect(Self.build(root, into: folder("out")).succeeded)
        let state = OutputState(contentsOf: folder(".out.notesite-state").path)
        let context = try #require(BuildContext(InputStamps(options: Self.options(root, folder("out")))))
        let memory = try #require(SavedMemory.load(from: folder(".out.notesite-memory").path, token: state.memory,
                                                   output: folder("out").path, context: context.leavingOutConfiguration))
        #expect(memory.render.saved.key == nil, "the files' inputs were kept under an unsettled configuration")
        #expect(!memory.parsed.saved.entries.isEmpty, "parsing compares the configuration by value and may keep its results")
    }

    static func options(_ site: URL, _ output: URL) -> BuildOptions {
        BuildOptions(site: SitePaths(given: site.path), output: output, outputDisplay: output.lastPathComponent)
    }

    static func fresh(_ root: URL, in folder: TemporaryFolder) throws -> URL {
        let output = folder("fresh-\(UUID().uuidString)")
        #expect(build(root, into: output).succeeded)
        return output
    }

    @Test("after random edits and hand edits of the output, each build from the saved memory equals a fresh one",
          arguments: [21, 22, 23, 24])
    func savedEqualsFresh(seed: UInt64) throws {
        let folder = try TemporaryFolder()
        let root = folder("site")
        let out = folder("out")
        var rng = SplitMix(state: seed)
        var site = EditableSite()
        try site.write(to: root)
        var history: [String] = []
        var compared = 0, reusedVersions = 0, reusedFiles = 0
        for step in 0..<30 {
            if step > 0 { try RebuildPropertyTests.editRandomly(&site, at: root, using: &rng, history: &history) }
            if step > 1 && Int.random(in: 0..<4, using: &rng) == 0 {
                history.append(try Self.editByHand(out, folder(".out.notesite-staging"), using: &rng))
            }
            // Half the builds start at once, as after a quick save; half
            // once the files have settled, so that memory is used.
            if Bool.random(using: &rng) { Thread.sleep(forTimeInterval: 0.06) }
            let rebuilt = Self.build(root, into: out)
            let fresh = folder("fresh-\(step)")
            let expected = Self.build(root, into: fresh)
            #expect(rebuilt.diagnostics.map(\.text) == expected.diagnostics.map(\.text), "seed \(seed), after \(history)")
            guard rebuilt.succeeded && expected.succeeded else { continue }
            if !rebuilt.upToDate {
                reusedVersions += rebuilt.reusedVersions
                reusedFiles += rebuilt.reusedFiles
            }
            let a = TreeDigest(at: out), b = TreeDigest(at: fresh)
            if a != b {
                let differing = Set(a.entries.keys).union(b.entries.keys).filter { a.entries[$0] != b.entries[$0] }.sorted()
                Issue.record("seed \(seed), step \(step): rebuild differs from fresh in \(differing.prefix(8)) after \(history)")
                return
            }
            compared += 1
            try FileManager.default.removeItem(at: fresh)
        }
        #expect(compared >= 20, "seed \(seed): only \(compared) of 30 steps built")
        #expect(reusedVersions > 0, "seed \(seed): no version file was taken from the saved memory")
        #expect(reusedFiles > 0, "seed \(seed): no output file was kept from the previous build")
    }

    /// Changes a random file of the output or of the back buffer by hand:
    /// new bytes, or the same bytes under a new stamp.
    static func editByHand(_ out: URL, _ back: URL, using rng: inout SplitMix) throws -> String {
        let tree = Bool.random(using: &rng) ? out : back
        let files = FileTree.files(below: tree).filter { !$0.hasPrefix(".") }.sorted()
        guard let file = files.randomElement(using: &rng) else { return "hand: nothing" }
        let url = tree.appendingPathComponent(file)
        if Bool.random(using: &rng) {
            try Data("edited by hand".utf8).write(to: url)
        } else {
            let data = try Data(contentsOf: url)
            try FileManager.default.removeItem(at: url)
            try data.write(to: url)
        }
        return "hand \(tree.lastPathComponent)/\(file)"
    }
}
