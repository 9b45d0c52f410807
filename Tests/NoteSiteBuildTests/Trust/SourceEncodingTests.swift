import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

/// Files saved by Windows editors (CRLF line endings, a UTF-8 byte order
/// mark) are read as if they were plain LF UTF-8.
@Suite("Source encodings") struct SourceEncodingTests {
    /// The text files of a site whose encoding an editor may change.
    private static func textFiles(in site: URL) -> [URL] {
        var result = [site.appendingPathComponent("notesite.yml")]
        let versions = site.appendingPathComponent("content/versions")
        for name in ContentFiles.regularFiles(below: versions) {
            result.append(versions.appendingPathComponent(name))
        }
        return result
    }

    @Test("a site saved with CRLF line endings and a byte order mark builds byte-identical to the LF original")
    func crlfAndByteOrderMark() throws {
        let folder = try TemporaryFolder()
        let plain = try TrustFixtures.copyExample(into: folder, as: "plain")
        let windows = try TrustFixtures.copyExample(into: folder, as: "windows")
        let files = Self.textFiles(in: windows)
        #expect(files.count > 20)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
            try (Data([0xEF, 0xBB, 0xBF]) + Data(crlf.utf8)).write(to: file)
        }
        let first = TrustFixtures.build(plain, into: folder("out-plain"))
        let second = TrustFixtures.build(windows, into: folder("out-windows"))
        #expect(first.succeeded, "\(first.diagnostics.map(\.text))")
        #expect(second.diagnostics.filter { $0.severity == .error }.map(\.text) == [])
        let a = TreeDigest(at: folder("out-plain"))
        let b = TreeDigest(at: folder("out-windows"))
        #expect(a.files.count > 100)
        #expect(a == b, "differ: \(a.differences(from: b))")
    }

    @Test("text that is not UTF-8 is located at its first bad byte, in notesite.yml as in a version file")
    func invalidUTF8InConfiguration() throws {
        let folder = try TemporaryFolder()
        // Latin-1 "ï" (0xEF) followed by "ve": not a UTF-8 sequence.
        try folder.write(Data("title: Na".utf8) + Data([0xEF]) + Data("ve\nlanguage: en\n".utf8), to: "site/notesite.yml")
        try folder.write("---\nversion: 1.0.0\ndate: 2026-01-10\n---\n", to: "site/content/versions/1.0.0.md")
        let text = TrustFixtures.text(of: TrustFixtures.check(folder("site")), site: folder("site"))
        #expect(text == """
            notesite.yml:1:10: error: file is not valid UTF-8
              hint: save the file as UTF-8

            """)
    }
}
