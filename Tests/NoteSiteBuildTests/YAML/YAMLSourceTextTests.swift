import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSourceData

/// Raw file bytes and the text (or the error) they should give.
struct SourceBytesCase: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let expected: String

    var testDescription: String { name }
}

@Suite("YAML source text") struct YAMLSourceTextTests {
    private let path = "content/versions/1.4.0.md"

    @Test("drops a byte order mark and normalises line endings", arguments: [
        SourceBytesCase(name: "plain LF", bytes: Array("a\nb\n".utf8), expected: "a\nb\n"),
        SourceBytesCase(name: "byte order mark", bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8), expected: "a: 1\n"),
        SourceBytesCase(name: "CRLF", bytes: Array("a\r\nb\r\n".utf8), expected: "a\nb\n"),
        SourceBytesCase(name: "lone CR", bytes: Array("a\rb\r".utf8), expected: "a\nb\n"),
        SourceBytesCase(name: "mixed endings", bytes: Array("a\r\n\rb\nc\r".utf8), expected: "a\n\nb\nc\n"),
        SourceBytesCase(name: "empty", bytes: [], expected: ""),
    ])
    func decodes(_ test: SourceBytesCase) throws {
        #expect(try SourceText.decode(Data(test.bytes), path: path) == test.expected)
    }

    @Test("rejects bytes that are not UTF-8 at their line and column", arguments: [
        SourceBytesCase(name: "first byte", bytes: [0xFF], expected: "1:1"),
        SourceBytesCase(name: "after accented text", bytes: Array("title: é".utf8) + [0xE9, 0x0A], expected: "1:9"),
        SourceBytesCase(name: "third line after CRLF", bytes: Array("a\r\nb\r\nxy".utf8) + [0xC3, 0x28], expected: "3:3"),
        SourceBytesCase(name: "after a byte order mark", bytes: [0xEF, 0xBB, 0xBF, 0x61, 0x80], expected: "1:2"),
        SourceBytesCase(name: "truncated at the end", bytes: Array("ok\n".utf8) + [0xE2, 0x82], expected: "2:1"),
    ])
    func rejects(_ test: SourceBytesCase) {
        #expect(throws: YAMLError.self) { try SourceText.decode(Data(test.bytes), path: path) }
        do {
            _ = try SourceText.decode(Data(test.bytes), path: path)
        } catch let error as YAMLError {
            #expect(error.diagnostic.text == """
                \(path):\(test.expected): error: file is not valid UTF-8
                  hint: save the file as UTF-8
                """)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("decodes a model from bytes with CRLF endings and a byte order mark, keeping line numbers")
    func modelFromBytes() throws {
        let bytes = [0xEF, 0xBB, 0xBF] + Array("version: 1.4.0\r\ntitle: Hi\r\n".utf8)
        let version = try YAMLDecoder().decode(TestVersion.self, from: Data(bytes), path: path)
        #expect(version.title == "Hi")
        #expect(version.version.line == 1)
        #expect(version.version.column == 10)
    }
}
