import Testing
@testable import NoteSiteBuild
@testable import NoteSiteOutput

@Suite("The in-memory output of serve")
struct MemoryOutputTests {
    @Test("files written every way are kept with their SHA-256")
    func keepsFiles() throws {
        let output = MemoryOutput()
        try output.write([1, 2, 3], to: "a.bin")
        try output.write("abc", to: "dir/b.txt")
        try output.write(to: "c.json") { emit in
            try Array("ab".utf8).withUnsafeBytes { try emit($0) }
            try Array("c".utf8).withUnsafeBytes { try emit($0) }
        }
        let files = output.files
        #expect(files["a.bin"]?.bytes == [1, 2, 3])
        #expect(files["dir/b.txt"]?.bytes == Array("abc".utf8))
        #expect(files["c.json"]?.bytes == Array("abc".utf8))
        #expect(files["dir/b.txt"]?.digest == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(files["c.json"]?.digest == files["dir/b.txt"]?.digest)
    }

    @Test("a rebuild shares unchanged files and lists what changed, was added or removed")
    func changes() throws {
        let first = MemoryOutput()
        try first.write("same", to: "same.txt")
        try first.write("old", to: "edited.txt")
        try first.write("gone", to: "removed.txt")
        let second = MemoryOutput(previous: first.files)
        try second.write("same", to: "same.txt")
        try second.write("new", to: "edited.txt")
        try second.write("fresh", to: "added.txt")
        #expect(second.changedPaths == ["added.txt", "edited.txt", "removed.txt"])
        #expect(second.files["same.txt"] === first.files["same.txt"])
        #expect(second.files["edited.txt"]?.digest != first.files["edited.txt"]?.digest)
    }
}
