import Foundation
import Testing
import NoteSiteKit

/// The files the fixture sites build for apps (kept in Tests/Golden, which
/// the golden tests compare with a fresh build), read with the kit.
@Suite("The golden sites' files for apps decode with the kit")
struct SiteFilesTests {
    /// Each language folder of each golden site that has a notes.json.
    static let folders: [String] = Fixtures.files(named: "notes.json", under: "Tests/Golden")
        .filter { !$0.contains("/whats-new/") }
        .map { String($0.dropLast("notes.json".count)) }

    /// Every file the golden sites write for apps: each language's notes.json,
    /// whats-new/index.json and whats-new/<v>/notes.json.
    static let appFiles: [String] = (Fixtures.files(named: "notes.json", under: "Tests/Golden")
        + Fixtures.files(named: "index.json", under: "Tests/Golden").filter { $0.hasSuffix("/whats-new/index.json") })
        .sorted()

    @Test("every per-version notes.json is that version's entry of notes.json", arguments: folders)
    func versionFiles(folder: String) throws {
        let data = try Fixtures.data(folder + "notes.json")
        let document = try NotesDocument.decode(from: data)
        // notes.json holds one version per line: the file must be that line, byte for byte.
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map { $0.hasSuffix(",") ? $0.dropLast() : $0 }
        for version in document.versions {
            let path = folder + "whats-new/\(version.version.canonical)/notes.json"
            let file = try Fixtures.data(path)
            #expect(try JSONDecoder().decode(NoteVersion.self, from: file) == version, "\(path)")
            let text = String(decoding: file, as: UTF8.self)
            #expect(text.hasSuffix("\n") && lines.contains(Substring(text.dropLast())), "\(path)")
        }
        let written = Fixtures.files(named: "notes.json", under: folder + "whats-new").count
        #expect(written == document.versions.count, "no per-version file for a version notes.json lacks")
    }

    @Test("whats-new/index.json lists notes.json's versions with their facts", arguments: folders)
    func index(folder: String) throws {
        let document = try NotesDocument.decode(from: Fixtures.data(folder + "notes.json"))
        let index = try WhatsNewIndex.decode(from: Fixtures.data(folder + "whats-new/index.json"))
        #expect(index.title == document.title)
        #expect(index.currentVersion == document.currentVersion)
        #expect(index.languages.contains(index.language))
        #expect(index.language == (document.language ?? index.languages.first))
        #expect(index.versions == document.versions.map { WhatsNewIndexEntry($0) })
    }

    @Test("every file for apps decodes, encodes with JSONEncoder and decodes back to the same values", arguments: appFiles)
    func roundTrip(path: String) throws {
        let data = try Fixtures.data(path)
        if path.hasSuffix("/whats-new/index.json") {
            try Self.roundTrip(WhatsNewIndex.self, data, path)
        } else if path.contains("/whats-new/") {
            try Self.roundTrip(NoteVersion.self, data, path)
        } else {
            try Self.roundTrip(NotesDocument.self, data, path)
        }
    }

    /// Decodes `data`, encodes the value and decodes that again: both values
    /// must be equal, and the encoding must hold every key of the file with
    /// its value, no key more (a `null` counts as an absent key).
    static func roundTrip<Value: Codable & Equatable>(_ type: Value.Type, _ data: Data, _ path: String) throws {
        let decoded = try JSONDecoder().decode(Value.self, from: data)
        let encoded = try JSONEncoder().encode(decoded)
        let again = try JSONDecoder().decode(Value.self, from: encoded)
        #expect(again == decoded, "\(path)")
        let written = NotesDocumentTests.withoutNulls(try JSONSerialization.jsonObject(with: data))
        let rewritten = NotesDocumentTests.withoutNulls(try JSONSerialization.jsonObject(with: encoded))
        #expect(rewritten as? NSDictionary == written as? NSDictionary, "\(path): the kit writes other keys than the site")
    }
}
