import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSupport
@testable import NoteSiteContent
@testable import NoteSiteRender

/// The previous notes.json's lines, read back a window at a time.
@Suite struct NotesLinesTests {
    static func release(_ version: String) throws -> Release {
        Release(version: try SemanticVersion(strict: version), date: nil, isDraft: false, title: nil, features: [], pages: [],
                primaryAction: nil, secondaryAction: nil, layout: Layout(), bodyMarkdown: "", bodyHTML: "",
                sourcePath: "content/versions/\(version).md", versionLine: nil, versionColumn: nil)
    }

    /// A file of `count` lines of different lengths, with where each lies.
    static func file(lines count: Int) throws -> (path: String, stamp: FileStamp, lines: [(Release, String)], placements: [NotesLines.Placement]) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString).json").path
        var text = "{\n"
        var lines: [(Release, String)] = []
        var placements: [NotesLines.Placement] = []
        for i in 0..<count {
            let release = try release("1.\(i).0")
            let line = "{\"version\":\"1.\(i).0\",\"pad\":\"" + String(repeating: "x", count: i * 7 % 23) + "\"}"
            let start = text.utf8.count
            text += line + ",\n"
            lines.append((release, line))
            placements.append(NotesLines.Placement(key: release.version.fullText, release: release, range: start..<(start + line.utf8.count)))
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return (path, try #require(FileStamp.of(path)), lines, placements)
    }

    @Test("lines come back whole across window edges, in order and out of it", arguments: [16, 64, 1 << 20])
    func windows(size: Int) throws {
        let (path, stamp, lines, placements) = try Self.file(lines: 40)
        defer { unlink(path) }
        let file = try #require(EarlierNotesFile(path: path, stamp: stamp, placements: placements, windowSize: size))
        let order = Array(lines.indices) + [3, 39, 0, 20, 19, 21]
        for i in order {
            let (release, line) = lines[i]
            #expect(file.line(release.version.fullText, of: release).map { String(decoding: $0, as: UTF8.self) } == line)
        }
    }

    @Test("a file cut short after it was opened gives no line past its end")
    func cutShort() throws {
        let (path, stamp, lines, placements) = try Self.file(lines: 40)
        defer { unlink(path) }
        let file = try #require(EarlierNotesFile(path: path, stamp: stamp, placements: placements, windowSize: 16))
        #expect(truncate(path, off_t(placements[20].range.lowerBound)) == 0)
        let (early, last) = (lines[0], lines[39])
        #expect(file.line(early.0.version.fullText, of: early.0) != nil)
        #expect(file.line(last.0.version.fullText, of: last.0) == nil)
    }
}
