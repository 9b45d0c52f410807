import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent
@testable import NoteSiteRender

@Suite("notes.json is made in pieces that join into one document")
struct NotesJSONPiecesTests {
    @Test("small pieces join into the same bytes as one large piece")
    func pieces() throws {
        let site = ContentLoader(site: SitePaths(given: Repository.root.path)).load()
        #expect(!site.hasErrors)
        func pieces(of size: Int) -> [[UInt8]] {
            var pieces: [[UInt8]] = []
            NotesJSON.write(config: site.config, releases: site.releases, currentVersion: nil, pieceSize: size) {
                pieces.append(Array($0))
            }
            return pieces
        }
        let whole = pieces(of: 1 << 30)
        let small = pieces(of: 2000)
        #expect(whole.count == 1)
        #expect(small.count > 10)
        #expect(small.joined().elementsEqual(whole.joined()))
        // Every piece but the last passed the size; none is empty.
        #expect(small.dropLast().allSatisfy { $0.count > 2000 })
        #expect(small.allSatisfy { !$0.isEmpty })
    }
}
