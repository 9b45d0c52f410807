import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSupport

@Suite struct AtomicSwapTests {
    private func folder(_ root: TemporaryFolder, _ name: String, holding marker: String) throws -> String {
        try root.write(marker, to: "\(name)/marker")
        return root.path(name).path
    }

    private func marker(in path: String) -> String? {
        try? String(contentsOfFile: path + "/marker", encoding: .utf8)
    }

    @Test("exchanges two folders in one step")
    func exchanges() throws {
        let root = try TemporaryFolder()
        let a = try folder(root, "a", holding: "first")
        let b = try folder(root, "b", holding: "second")
        #expect(AtomicSwap.isAvailable)
        #expect(AtomicSwap.swap(a, b) == .exchanged)
        #expect(marker(in: a) == "second")
        #expect(marker(in: b) == "first")
        #expect(AtomicSwap.exchange(a, b))
        #expect(marker(in: a) == "first")
    }

    @Test("moves nothing and reports the error when one side is missing")
    func missingSide() throws {
        let root = try TemporaryFolder()
        let a = try folder(root, "a", holding: "first")
        let missing = root.path("missing").path
        #expect(AtomicSwap.swap(a, missing) == .failed(ENOENT))
        #expect(!AtomicSwap.exchange(a, missing))
        #expect(errno == ENOENT)
        #expect(marker(in: a) == "first")
        #expect(!FileManager.default.fileExists(atPath: missing))
        // No folder from a two-rename fallback is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.url.path) == ["a"])
    }
}
