import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteDiagnostics
@testable import NoteSiteSupport
@testable import NoteSiteOutput

/// A build that finds nothing changed stops after its stat calls, and says
/// again what the build that made the output said.
@Suite struct UnchangedBuildTests {
    @Test("a build with warnings is skipped when nothing changed, and prints the same warnings")
    func warningsAreSaidAgain() throws {
        let folder = try TemporaryFolder()
        var site = EditableSite()
        // A link to a version the site does not have: a warning on every build.
        site.versions["1.2.0.md"]?.body = "See [the old notes](versions/0.1.0/)."
        try site.write(to: folder("site"))
        let first = RebuildPropertyTests.build(folder("site"), into: folder("out"))
        #expect(first.succeeded && !first.upToDate)
        #expect(first.diagnostics.contains { $0.severity == .warning && $0.message.contains("versions/0.1.0/") })
        let second = RebuildPropertyTests.build(folder("site"), into: folder("out"))
        #expect(second.upToDate, "a build with warnings did all its work again")
        #expect(second.diagnostics == first.diagnostics)
        #expect(second.files == first.files && second.versions == first.versions)
    }

    @Test("the state file keeps any diagnostic's words exactly")
    func diagnosticsReadBack() {
        let diagnostics = [
            Diagnostic(.warning, path: "content/versions/1.0.0.md", line: 3, column: 7, message: "a\ttab, a\nbreak and a \\ backslash",
                       hint: "=starts with the marker"),
            Diagnostic(.note, path: nil, message: "no path, no line"),
            Diagnostic(.warning, path: "", line: 2, message: "", hint: nil),
        ]
        var state = OutputState()
        state.inputs = ["notesite.yml": FileStamp(size: 1, inode: 2, modified: 3, changed: 4)]
        state.settings = "s"
        state.summary = OutputState.Summary(versions: 1, files: 2, diagnostics: diagnostics)
        let folder = try? TemporaryFolder()
        let path = folder!("state").path
        state.write(to: path)
        #expect(OutputState(contentsOf: path).summary == state.summary)
    }

    @Test("the state keeps each tree's files and folders; a damaged state reads as empty, never as something else")
    func treesReadBack() throws {
        let folder = try TemporaryFolder()
        var state = OutputState()
        state.memory = "token"
        let stamp = { (n: Int64) in FileStamp(size: n, inode: UInt64(n), modified: -n, changed: n * 1_000_000_007) }
        var tree = OutputState.Tree()
        for i in 0..<300 {
            tree.files["v/\(i)/index.html"] = OutputState.Record(digest: String(repeating: "\(i % 10)", count: 64), stamp: stamp(Int64(i)))
            tree.folders["v/\(i)"] = stamp(Int64(i + 1000))
        }
        let (a, b) = (OutputState.TreeID(device: 1, inode: 2), OutputState.TreeID(device: 1, inode: 3))
        state.set(tree, for: a)
        state.set(OutputState.Tree(), for: b)
        let path = folder("state").path
        state.write(to: path)
        let read = OutputState(contentsOf: path)
        #expect(read.memory == "token")
        #expect(read.tree(a)?.files == tree.files && read.tree(a)?.folders == tree.folders)
        #expect(read.tree(b)?.files.isEmpty == true)
        #expect(read.tree(OutputState.TreeID(device: 2, inode: 2)) == nil)
        // Written again without being decoded, a tree is copied as it was read.
        read.write(to: path + "2")
        #expect(OutputState(contentsOf: path + "2").tree(a)?.files == tree.files)
        // Carried into a new state, beside a tree set there, it reads back as it was.
        var next = OutputState()
        next.set(OutputState.Tree(files: ["new.html": OutputState.Record(digest: "x", stamp: stamp(1))]), for: b)
        let carriedA = next.carry(a, from: read)
        let carriedUnknown = next.carry(OutputState.TreeID(device: 9, inode: 9), from: read)
        #expect(carriedA)
        #expect(!carriedUnknown, "a tree the state never read")
        next.write(to: path + "3")
        let carried = OutputState(contentsOf: path + "3")
        #expect(carried.tree(a)?.files == tree.files && carried.tree(a)?.folders == tree.folders)
        #expect(carried.tree(b)?.files.keys.sorted() == ["new.html"])
        // Cut short or with a byte changed, the state is either empty or, by
        // chance, a different state whose records then fail their stamps: it
        // never crashes.
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        var random = SystemRandomNumberGenerator()
        for trial in 0..<200 {
            var damaged = bytes
            if trial % 2 == 0 {
                damaged.removeLast(Int.random(in: 1...(bytes.count - 1), using: &random))
            } else {
                damaged[Int.random(in: 0..<bytes.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
            }
            try Data(damaged).write(to: URL(fileURLWithPath: path))
            let state = OutputState(contentsOf: path)
            if trial % 2 == 0 { #expect(state.memory.isEmpty && state.tree(a) == nil, "a cut state read back") }
            _ = state.tree(a)
        }
    }

    @Test("a scan looks into a folder only when its stamp differs from the one remembered")
    func scanSkipsSettledFolders() throws {
        let folder = try TemporaryFolder()
        let root = folder("tree").path
        try FileManager.default.createDirectory(atPath: root + "/a/b", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/a/b/one"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/a/b/two"))
        let scan = try TreeScan(root: root)
        #expect(Set(scan.entries.keys) == ["a", "a/b", "a/b/one", "a/b/two"])
        // Remembered without `two`, and with `a/b` as it is now: `two` is
        // not seen, which shows that `a/b` was not listed.
        var known = OutputState.Tree()
        known.files["a/b/one"] = OutputState.Record(digest: "", stamp: scan.entries["a/b/one"]!.stamp)
        known.folders["a"] = scan.entries["a"]!.stamp
        known.folders["a/b"] = scan.entries["a/b"]!.stamp
        #expect(Set(try TreeScan(root: root, known: known).entries.keys) == ["a", "a/b", "a/b/one"])
        // A folder with another stamp is listed.
        known.folders["a/b"]?.changed += 1
        #expect(Set(try TreeScan(root: root, known: known).entries.keys) == ["a", "a/b", "a/b/one", "a/b/two"])
        // So is one whose remembered entry has gone.
        known.folders["a/b"] = scan.entries["a/b"]!.stamp
        known.files["a/b/three"] = known.files["a/b/one"]
        #expect(Set(try TreeScan(root: root, known: known).entries.keys) == ["a", "a/b", "a/b/one", "a/b/two"])
    }
}
