import Foundation
import Testing
import NoteSiteKit

@Suite("NoteSiteClient: languages and the notes it loads", .serialized)
struct NoteSiteClientLoadingTests {
    /// Serves `files` (path -> JSON), each after its delay if it has one, and 404 for anything else.
    static func serve(_ files: [String: Data], delays: [String: TimeInterval] = [:], on f: ClientFixture) {
        f.server.respond { request in
            files[request.path].map { .init(status: 200, body: $0, delay: delays[request.path] ?? 0) } ?? .init(status: 404)
        }
    }

    @Test("loads the index, then only the notes of the versions it shows, newest first however they arrive")
    func onlyPickedNotes() async throws {
        let f = try ClientFixture()
        defer { f.tearDown() }
        Self.serve([
            "/whats-new/index.json": try ClientFixture.json(try ClientFixture.index(["1.2.0", "1.1.0", "1.0.0"])),
            "/whats-new/1.2.0/notes.json": try ClientFixture.json(try ClientFixture.note("1.2.0")),
            "/whats-new/1.1.0/notes.json": try ClientFixture.json(try ClientFixture.note("1.1.0")),
        ], delays: ["/whats-new/1.2.0/notes.json": 0.3], on: f)
        let store = InMemoryVersionStore(versions: [try SemanticVersion(strict: "1.0.0")])
        let notes = try await f.client().whatsNew(
            current: try SemanticVersion(strict: "1.2.0"), store: store,
            options: WhatsNewOptions(selection: .cumulative), preferredLanguages: ["en"])
        #expect(notes == [try ClientFixture.note("1.2.0"), try ClientFixture.note("1.1.0")])
        let paths = f.server.requests.map(\.path)
        #expect(paths.first == "/whats-new/index.json")
        #expect(Set(paths.dropFirst()) == ["/whats-new/1.2.0/notes.json", "/whats-new/1.1.0/notes.json"] && paths.count == 3)
        #expect(store.presentedVersions == [try SemanticVersion(strict: "1.0.0")], "nothing is saved before the sheet is dismissed")
        #expect(f.cached("whats-new/1.2.0/notes.json") != nil)
    }

    @Test("skipFirstVisit with nothing stored saves every version up to the current one and loads no notes")
    func skipFirstVisit() async throws {
        let f = try ClientFixture()
        defer { f.tearDown() }
        Self.serve(["/whats-new/index.json": try ClientFixture.json(try ClientFixture.index(["1.2.0", "1.1.0", "1.0.0"]))], on: f)
        let store = InMemoryVersionStore()
        let notes = try await f.client().whatsNew(
            current: try SemanticVersion(strict: "1.1.0"), store: store,
            options: WhatsNewOptions(skipFirstVisit: true), preferredLanguages: [])
        #expect(notes.isEmpty)
        #expect(store.presentedVersions == Set(try ["1.1.0", "1.0.0"].map { try SemanticVersion(strict: $0) }))
        #expect(f.server.requests.map(\.path) == ["/whats-new/index.json"])
    }

    @Test("a preferred language the site has is read from its folder")
    func language() async throws {
        let f = try ClientFixture()
        defer { f.tearDown() }
        let french = try ClientFixture.index(["1.0.0"], language: "fr", languages: ["en", "fr"], title: "Notes de version")
        Self.serve([
            "/whats-new/index.json": try ClientFixture.json(try ClientFixture.index(["1.0.0"], languages: ["en", "fr"])),
            "/fr/whats-new/index.json": try ClientFixture.json(french),
            "/fr/whats-new/1.0.0/notes.json": try ClientFixture.json(try ClientFixture.note("1.0.0", title: "Nouveau")),
        ], on: f)
        let index = try await f.client().index(preferredLanguages: ["fr-CA", "en"])
        #expect(index == Fetched(value: french, source: .network))
        let note = try await f.client().notes(for: try SemanticVersion(strict: "1.0.0"), in: index.value)
        #expect(note.value.title.text == "Nouveau")
        #expect(f.server.requests.map(\.path) == ["/whats-new/index.json", "/fr/whats-new/index.json", "/fr/whats-new/1.0.0/notes.json"])
    }

    @Test("a language whose files cannot be had falls back to the default language")
    func languageFallback() async throws {
        let f = try ClientFixture()
        defer { f.tearDown() }
        let english = try ClientFixture.index(["1.0.0"], languages: ["en", "fr"])
        Self.serve([
            "/whats-new/index.json": try ClientFixture.json(english),
            "/whats-new/1.0.0/notes.json": try ClientFixture.json(try ClientFixture.note("1.0.0")),
        ], on: f)
        let index = try await f.client().index(preferredLanguages: ["fr"])
        #expect(index.value == english)
        let french = try ClientFixture.index(["1.0.0"], language: "fr", languages: ["en", "fr"])
        let note = try await f.client().notes(for: try SemanticVersion(strict: "1.0.0"), in: french)
        #expect(note.value == (try ClientFixture.note("1.0.0")))
        #expect(f.server.requests.map(\.path).suffix(2) == ["/fr/whats-new/1.0.0/notes.json", "/whats-new/1.0.0/notes.json"])
    }
}
