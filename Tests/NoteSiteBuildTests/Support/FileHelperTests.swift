import Foundation
import Testing
@testable import NoteSiteSupport

/// The one way notesite opens a file it did not just make, and the one way
/// it writes a file through a temporary name.
@Suite("Regular and temporary files") struct FileHelperTests {
    static func names(in folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    }

    @Test("only a regular file opens: not a link to one, a folder or a pipe")
    func regularOnly() throws {
        let folder = try TemporaryFolder()
        try "text".write(to: folder("file"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder("link").path, withDestinationPath: folder("file").path)
        try FileManager.default.createDirectory(at: folder("folder"), withIntermediateDirectories: false)
        #expect(mkfifo(folder("pipe").path, 0o644) == 0)
        #expect(RegularFile.contents(folder("file").path) == Array("text".utf8))
        let file = try #require(RegularFile(folder("file").path))
        #expect(file.size == 4 && file.stamp == FileStamp.of(folder("file").path))
        file.close()
        for name in ["link", "folder", "missing"] { #expect(RegularFile(folder(name).path) == nil, "\(name)") }
        // Not blocking on a pipe that nobody writes to.
        #expect(RegularFile(folder("pipe").path, extra: O_NONBLOCK) == nil)
    }

    @Test("a replaced file is the old one until the new one is complete, and an abandoned one leaves nothing")
    func replace() throws {
        let folder = try TemporaryFolder()
        let path = folder("state").path
        #expect(FileBytes.replace(path) { fd in Array("one".utf8).withUnsafeBytes { FileBytes.write($0, to: fd) } })
        let failed = FileBytes.replace(path) { fd in
            _ = Array("tw".utf8).withUnsafeBytes { FileBytes.write($0, to: fd) }
            return false
        }
        #expect(!failed)
        #expect(RegularFile.contents(path) == Array("one".utf8))
        #expect(try Self.names(in: folder) == ["state"], "no temporary file is left")
        let kept = try #require(TemporaryFile(replacing: path, keepingDescriptor: true))
        #expect(Array("three".utf8).withUnsafeBytes { FileBytes.write($0, to: kept.fd) })
        #expect(kept.commit())
        // The descriptor is still the caller's after the rename.
        #expect(FileBytes.read(kept.fd, count: 5, at: 0) == Array("three".utf8))
        close(kept.fd)
        #expect(RegularFile.contents(path) == Array("three".utf8))
    }

    @Test("a new file never takes the place of one of the same name")
    func linkNew() throws {
        let folder = try TemporaryFolder()
        try NewFile.create(folder("a.md").path, contents: "first")
        #expect(throws: NewFile.Failure.exists) { try NewFile.create(folder("a.md").path, contents: "second") }
        #expect(RegularFile.contents(folder("a.md").path) == Array("first".utf8))
        #expect(try Self.names(in: folder) == ["a.md"])
    }

    @Test("a temporary file's hidden name lies beside its file", arguments: [
        ("/a/b.md", "/a/.b.md.t"), ("a/b", "a/.b.t"), ("b.md", ".b.md.t"), ("/b", "/.b.t"),
    ])
    func hiddenName(path: String, hidden: String) {
        #expect(TemporaryFile.hiddenPath(beside: path, tag: "t") == hidden)
    }

    @Test("files written together are renamed together, or none is when one cannot be written")
    func replaceAll() throws {
        let folder = try TemporaryFolder()
        try "old".write(to: folder("a"), atomically: false, encoding: .utf8)
        // The second file's folder does not exist.
        #expect(throws: POSIXError.self) {
            try TemporaryFile.replaceAll([(folder("a").path, "new"), (folder("gone/b").path, "b")], tag: "test")
        }
        #expect(RegularFile.contents(folder("a").path) == Array("old".utf8))
        #expect(try Self.names(in: folder) == ["a"], "no temporary file is left")
        try TemporaryFile.replaceAll([(folder("a").path, "new"), (folder("b").path, "b")], tag: "test")
        #expect(RegularFile.contents(folder("a").path) == Array("new".utf8))
        #expect(try Self.names(in: folder) == ["a", "b"])
    }
}
