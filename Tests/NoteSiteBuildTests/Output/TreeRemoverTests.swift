import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteOutput

@Suite struct TreeRemoverTests {
    @Test("removes a deep tree of many files with several threads, without following links")
    func removesTree() throws {
        let fm = FileManager.default
        let base = fm.temporaryDirectory.appendingPathComponent("notesite-remover-\(UUID().uuidString)")
        let tree = base.appendingPathComponent("tree")
        let outside = base.appendingPathComponent("outside")
        defer { try? fm.removeItem(at: base) }
        try fm.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: outside.appendingPathComponent("keep.txt"))
        // Enough entries to take the threaded path.
        for i in 0..<150 {
            let folder = tree.appendingPathComponent("versions/1.\(i).0")
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("page \(i)".utf8).write(to: folder.appendingPathComponent("index.html"))
        }
        try fm.createSymbolicLink(at: tree.appendingPathComponent("link"), withDestinationURL: outside)

        #expect(TreeRemover.remove(tree.path))
        #expect(!fm.fileExists(atPath: tree.path))
        #expect(fm.fileExists(atPath: outside.appendingPathComponent("keep.txt").path))
    }

    @Test("reports a path that does not exist as removed")
    func missing() {
        #expect(TreeRemover.remove("/nonexistent-notesite-\(UUID().uuidString)"))
    }
}
