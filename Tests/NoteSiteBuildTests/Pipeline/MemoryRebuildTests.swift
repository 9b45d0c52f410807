import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSupport
@testable import NoteSiteOutput
@testable import NoteSiteContent

/// `serve` rebuilds with a `BuildMemory`: only changed version files are
/// parsed again and only files whose inputs changed are made again. Whatever
/// the edits, its output must equal a fresh build's, byte for byte.
@Suite("Rebuild from memory equals fresh") struct MemoryRebuildTests {
    typealias SplitMix = RebuildPropertyTests.SplitMix

    /// Builds `site` into memory; with `memory`, reusing what it holds.
    static func build(_ site: URL, memory: BuildMemory?, previous: [String: MemoryOutput.File])
        -> (BuildReport, MemoryOutput)
    {
        let output = MemoryOutput(previous: previous)
        var builder = SiteBuilder(options: BuildOptions(site: SitePaths(given: site.path), output: site.appendingPathComponent("_site"),
                                                        outputDisplay: "_site"))
        builder.output = output
        builder.memory = memory
        return (builder.run(), output)
    }

    /// Builds `site` with a new memory, applies `edit` to it, and builds
    /// again from that memory, each once the files have settled.
    static func rebuild(_ site: EditableSite, in folder: TemporaryFolder, edit: (inout EditableSite) -> Void) throws
        -> (first: BuildReport, output: MemoryOutput, second: BuildReport, rebuilt: MemoryOutput, memory: BuildMemory, root: URL)
    {
        var site = site
        let root = folder("site")
        try site.write(to: root)
        Thread.sleep(forTimeInterval: 0.06)
        let memory = BuildMemory()
        let (first, output) = Self.build(root, memory: memory, previous: [:])
        edit(&site)
        try site.write(to: root)
        Thread.sleep(forTimeInterval: 0.06)
        let (second, rebuilt) = Self.build(root, memory: memory, previous: output.files)
        return (first, output, second, rebuilt, memory, root)
    }

    @Test("a build whose staging folder cannot be made keeps nothing for the next build from the same memory")
    func stagingRefused() throws {
        let folder = try TemporaryFolder()
        let root = folder("site"), out = folder("out")
        var site = EditableSite()
        try site.write(to: root)
        Thread.sleep(forTimeInterval: 0.06)
        let memory = BuildMemory()
        func build() -> BuildReport {
            var builder = SiteBuilder(options: BuildOptions(site: SitePaths(given: root.path), output: out, outputDisplay: "out"))
            builder.memory = memory
            return builder.run()
        }
        #expect(build().succeeded)
        // The oldest version gone, the changelog has a page less, which the
        // first page (whose versions stay) shows; a file where the staging
        // folder goes stops the next build before it writes.
        site.versions["1.0.0.md"] = nil
        try site.write(to: root)
        Thread.sleep(forTimeInterval: 0.06)
        let staging = folder(".out.notesite-staging")
        try? FileManager.default.removeItem(at: staging)
        try Data("in the way".utf8).write(to: staging)
        let refused = build()
        #expect(!refused.succeeded && refused.diagnostics.contains { $0.text.contains("notesite-staging") })
        try FileManager.default.removeItem(at: staging)
        #expect(build().succeeded)
        #expect(RebuildPropertyTests.build(root, into: folder("fresh")).succeeded)
        #expect(TreeDigest(at: out) == TreeDigest(at: folder("fresh")), "the build after the refused one equals a fresh build")
    }

    @Test("after every random edit, the build from memory equals a fresh build", arguments: [11, 12, 13, 14, 15, 16])
    func memoryEqualsFresh(seed: UInt64) throws {
        let folder = try TemporaryFolder()
        let root = folder("site")
        var rng = SplitMix(state: seed)
        var site = EditableSite()
        try site.write(to: root)
        let memory = BuildMemory()
        var previous: [String: MemoryOutput.File] = [:]
        var history: [String] = []
        var compared = 0, reusedVersions = 0, reusedFiles = 0
        for step in 0..<40 {
            if step > 0 { try RebuildPropertyTests.editRandomly(&site, at: root, using: &rng, history: &history) }
            // Half the builds start at once, as after a quick save; half
            // once the files have settled, so that memory is used.
            if Bool.random(using: &rng) { Thread.sleep(forTimeInterval: 0.06) }
            let (rebuilt, output) = Self.build(root, memory: memory, previous: previous)
            reusedVersions += memory.reusedVersions
            reusedFiles += memory.reusedFiles
            let (fresh, expected) = Self.build(root, memory: nil, previous: [:])
            #expect(rebuilt.diagnostics.map(\.text) == fresh.diagnostics.map(\.text), "seed \(seed), after \(history)")
            guard rebuilt.succeeded && fresh.succeeded else { continue }
            let a = output.files.mapValues(\.digest), b = expected.files.mapValues(\.digest)
            if a != b {
                let differing = Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
                Issue.record("seed \(seed), step \(step): memory build differs from fresh in \(differing.prefix(8)) after \(history)")
                return
            }
            previous = output.files
            compared += 1
        }
        #expect(compared >= 25, "seed \(seed): only \(compared) of 40 steps built")
        // The property says nothing unless memory was really used.
        #expect(reusedVersions > 0, "seed \(seed): no version file was taken from memory")
        #expect(reusedFiles > 0, "seed \(seed): no output file was taken from the previous build")
    }

    @Test("one edited subtitle parses one file and makes only the files that show it")
    func oneEdit() throws {
        let folder = try TemporaryFolder()
        var site = EditableSite()
        site.perPage = 2
        let (first, _, second, rebuilt, memory, _) = try Self.rebuild(site, in: folder) {
            $0.versions["1.3.0.md"]?.subtitle = "Edited"
        }
        #expect(first.succeeded)
        #expect(first.reusedVersions == 0)
        #expect(second.succeeded)
        #expect(memory.reusedVersions == 6, "every other version file comes from memory")
        #expect(first.searchTermsMade == 7 && second.searchTermsMade == 1, "only the edited version is tokenized again")
        let made = rebuilt.files.count - memory.reusedFiles
        // Its changelog page, its permalink page, its sheet page, data
        // script and notes.json for apps; notes.json, both feeds and the
        // widget script, which show every version's subtitle. Not the other
        // permalink on its changelog page, which shows only its neighbours'
        // version numbers, nor the version index, whose rows show no
        // subtitle. The sitemap and the apps' whats-new/index.json show a
        // part of every version and are made again, to the same bytes.
        // And of the search index (docs/search.md) only the files whose
        // bytes changed: the version's texts, the shards of the words it
        // gained and lost, the list of shards, which gained one, and the
        // words listed for a typo in their first letter.
        let search = rebuilt.changedPaths.filter { $0.hasPrefix("search/") }
        #expect(search.count <= 6 && search.contains("search/en/t/0.js"), "\(search)")
        #expect(made == 9 + 2 + search.count, "made \(made) files: \(rebuilt.changedPaths)")
        #expect(rebuilt.changedPaths.contains("versions/1.3.0/index.html"))
        #expect(!rebuilt.changedPaths.contains("sitemap.xml") && !rebuilt.changedPaths.contains("whats-new/index.json"))
        #expect(!rebuilt.changedPaths.contains("versions/index.html"))
    }

    @Test("an edit to a version older than the feeds show keeps both feeds")
    func oldVersionKeepsFeeds() throws {
        let folder = try TemporaryFolder()
        // The feeds show the newest four of seven versions.
        let (first, output, _, rebuilt, memory, root) = try Self.rebuild(EditableSite(), in: folder) {
            $0.versions["1.0.0.md"]?.subtitle = "Edited"
        }
        #expect(first.succeeded && output.files["feed.xml"] != nil)
        #expect(rebuilt.changedPaths.contains("versions/1.0.0/index.html"))
        // Its changelog page, permalink page, sheet page, data script and
        // notes.json for apps, notes.json and the widget script; not the
        // feeds. The sitemap and whats-new/index.json, to the same bytes.
        // And the search files whose bytes changed.
        let made = rebuilt.files.count - memory.reusedFiles
        let search = rebuilt.changedPaths.filter { $0.hasPrefix("search/") }
        #expect(search.count <= 6, "\(search)")
        #expect(made == 7 + 2 + search.count, "made \(made) files")
        let (_, fresh) = Self.build(root, memory: nil, previous: [:])
        #expect(rebuilt.files.mapValues(\.digest) == fresh.files.mapValues(\.digest))
    }

    @Test("a link to a version is reported once the version is removed and not once it is back, the linking file unchanged")
    func linkToRemovedVersion() throws {
        let folder = try TemporaryFolder()
        var site = EditableSite()
        site.versions["1.3.0.md"]?.body = "See [the next one](versions/1.7.0/)."
        site.versions["1.7.0.md"] = EditableSite.Version(version: "1.7.0", day: 20, subtitle: "New", body: "New.")
        let warning = "the body's link to 'versions/1.7.0/' leads to nothing the site has"
        let (first, _, second, _, memory, root) = try Self.rebuild(site, in: folder) { $0.versions["1.7.0.md"] = nil }
        #expect(first.succeeded && first.diagnostics.isEmpty)
        #expect(memory.reusedVersions == 7, "1.3.0.md came from memory")
        #expect(second.diagnostics.map(\.message) == [warning])
        // And back: the link leads somewhere again.
        try site.write(to: root)
        Thread.sleep(forTimeInterval: 0.06)
        let (third, _) = Self.build(root, memory: memory, previous: [:])
        #expect(third.diagnostics.isEmpty, "\(third.diagnostics.map(\.message))")
    }

    @Test("a new version makes every changelog page again, but of the permalink pages only its own and its neighbour's")
    func oneVersionAdded() throws {
        let folder = try TemporaryFolder()
        var site = EditableSite()
        site.perPage = 2
        // Newest of all: every version moves down a place on the changelog.
        let (first, _, second, rebuilt, _, root) = try Self.rebuild(site, in: folder) {
            $0.versions["1.9.0.md"] = EditableSite.Version(version: "1.9.0", day: 20, subtitle: "New", body: "New body.")
        }
        #expect(first.succeeded)
        #expect(second.succeeded)
        let (_, fresh) = Self.build(root, memory: nil, previous: [:])
        #expect(rebuilt.files.mapValues(\.digest) == fresh.files.mapValues(\.digest))
        let permalinks = rebuilt.changedPaths.filter { $0.hasPrefix("versions/") && $0 != "versions/index.html" }.sorted()
        // 1.6.0 was the newest: its page now links to a newer version.
        #expect(permalinks == ["versions/1.6.0/index.html", "versions/1.9.0/index.html"],
                "permalink pages made again: \(permalinks)")
        #expect(rebuilt.changedPaths.contains("page/2/index.html") && rebuilt.changedPaths.contains("index.html"))
    }

    @Test("a new version leaves the search shards that hold none of its words as they were, without making them again")
    func searchShardsKeptWhenVersionAdded() throws {
        let folder = try TemporaryFolder()
        let (first, output, second, rebuilt, _, root) = try Self.rebuild(EditableSite(), in: folder) {
            $0.versions["1.9.0.md"] = EditableSite.Version(version: "1.9.0", day: 20, subtitle: "Quokka", body: "Zebra.")
        }
        #expect(first.succeeded && second.succeeded)
        let (_, fresh) = Self.build(root, memory: nil, previous: [:])
        #expect(rebuilt.files.mapValues(\.digest) == fresh.files.mapValues(\.digest))
        let shards = output.files.keys.filter { $0.hasPrefix("search/en/w/") || $0.hasPrefix("search/en/y/") }
        let unchanged = Set(shards).subtracting(rebuilt.changedPaths)
        #expect(unchanged.count > 5 && unchanged.count < shards.count)
        // The outline changed (a version came), and these files read none of it.
        #expect(unchanged.subtracting(rebuilt.reusedPaths).isEmpty, "made again: \(unchanged.subtracting(rebuilt.reusedPaths).sorted())")
        #expect(!rebuilt.reusedPaths.contains("search/en/index.js"))
    }

    @Test("a version file changed within a clock tick of the build is parsed again, a settled one is kept")
    func unsettledFilesAreNotKept() throws {
        let folder = try TemporaryFolder()
        var site = EditableSite()
        site.versions = ["1.0.0.md": EditableSite.Version(version: "1.0.0", day: 1, subtitle: "S", body: "B.")]
        try site.write(to: folder("site"))
        let release = try #require(ContentLoader(site: SitePaths(given: folder("site").path)).load().releases.first)
        var clock = timespec()
        clock_gettime(CLOCK_REALTIME, &clock)
        let now = Int64(clock.tv_sec) * 1_000_000_000 + Int64(clock.tv_nsec)
        let old = FileStamp(size: 1, inode: 1, modified: now - 10_000_000_000, changed: now - 10_000_000_000)
        let parsed = ParsedVersions()
        parsed.begin(context: BuildContext(stamps: ["notesite.yml": old], settings: "s"))
        let settled = FileStamp(size: 10, inode: 2, modified: now - 1_000_000_000, changed: now - 1_000_000_000)
        let fresh = FileStamp(size: 10, inode: 3, modified: now - 1_000_000_000, changed: now - 1_000_000)
        parsed.store("settled.md", stamp: settled, result: (release, []))
        parsed.store("fresh.md", stamp: fresh, result: (release, []))
        #expect(parsed.lookup("settled.md", stamp: settled)?.0 == release)
        #expect(parsed.lookup("fresh.md", stamp: fresh) == nil, "a change 1 ms before the build may hide a later one")
        // Without a context (links, unreadable folders) nothing is kept.
        parsed.begin(context: nil)
        #expect(parsed.lookup("settled.md", stamp: settled) == nil)
        parsed.store("settled.md", stamp: settled, result: (release, []))
        #expect(parsed.lookup("settled.md", stamp: settled) == nil)
    }
}
