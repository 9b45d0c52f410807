import Foundation
import Testing
import NoteSiteKit

@Suite("NoteSiteClient against a local HTTP server", .serialized)
struct NoteSiteClientTests {
    @Test("an ETag and a Last-Modified are sent back, and a 304 reuses the cached copy")
    func etagThen304() async throws {
        let f = try ClientFixture()
        defer { f.tearDown() }
        let body = try ClientFixture.json(try ClientFixture.index(["1.1.0", "1.0.0"]))
        f.server.respond { request in
            if request.headers["if-none-match"] == "\"v1\"" { return .init(status: 304, headers: ["ETag": "\"v1\""]) }
            return .init(status: 200, headers: ["ETag": "\"v1\"", "Last-Modified": "Wed, 01 Jan 2025 00:00:00 GMT"], body: body)
        }
        let first = try await f.client().index(preferredLanguages: ["en"])
        #expect(first.source == .network)
        #expect(first.value.versions.map(\.version.canonical) == ["1.1.0", "1.0.0"])
        let stored = try #require(f.cached("whats-new/index.json"))
        #expect(try f.cachedIndex() == first.value)

        let second = try await f.client().index(preferredLanguages: ["en"])
        #expect(second == Fetched(value: first.value, source: .cache))
        let requests = f.server.requests
        #expect(requests.map(\.path) == ["/whats-new/index.json", "/whats-new/index.json"])
        #expect(requests[0].headers["if-none-match"] == nil && requests[0].headers["if-modified-since"] == nil)
        #expect(requests[1].headers["if-none-match"] == "\"v1\"")
        #expect(requests[1].headers["if-modified-since"] == "Wed, 01 Jan 2025 00:00:00 GMT")
        #expect(requests.allSatisfy { $0.headers["cookie"] == nil && $0.method == "GET" })
        #expect(f.cached("whats-new/index.json") == stored, "a 304 leaves the cache as it was")
    }

    @Test("a 500 returns the cached copy and leaves the cache alone")
    func serverError() async throws {
        let f = try ClientFixture()
        defer { f.tearDown() }
        let good = try ClientFixture.index(["1.0.0"])
        let stored = try await f.primeCache(with: good, etag: "\"a\"")
        f.server.respond { _ in .init(status: 500, body: Data("oops".utf8)) }
        let result = try await f.client().index(preferredLanguages: [])
        #expect(result == Fetched(value: good, source: .cache))
        #expect(f.server.requests.last?.headers["if-none-match"] == "\"a\"")
        #expect(f.cached("whats-new/index.json") == stored)
    }

    @Test("a 500 with no cache returns the bundled copy, and without one throws the status")
    func serverErrorWithoutCache() async throws {
        let f = try ClientFixture()
        defer { f.tearDown() }
        f.server.respond { _ in .init(status: 500) }
        await #expect(throws: NoteSiteClientError(path: "whats-new/index.json", reason: .status(500))) {
            try await f.client().index(preferredLanguages: [])
        }
        let bundled = try ClientFixture.index(["0.9.0"], title: "Bundled")
        try f.writeBundled("whats-new/index.json", try ClientFixture.json(bundled))
        #expect(try await f.client().index(preferredLanguages: []) == Fetched(value: bundled, source: .bundled))
        #expect(f.cached("whats-new/index.json") == nil, "the bundled copy is not a response to keep")
        #expect(f.server.requests.allSatisfy { $0.headers["if-none-match"] == nil })
    }

    @Test("a body that does not decode never replaces a good cache", arguments: [
        #"{"schema": 1, "title": "#, #"{"schema": 2, "title": "T", "language": "en", "versions": []}"#, "<html>",
    ])
    func undecodableBody(body: String) async throws {
        let f = try ClientFixture()
        defer { f.tearDown() }
        let good = try ClientFixture.index(["1.0.0"])
        let stored = try await f.primeCache(with: good, etag: "\"a\"")
        f.server.respond { _ in .init(status: 200, headers: ["ETag": "\"b\""], body: Data(body.utf8)) }
        #expect(try await f.client().index(preferredLanguages: []) == Fetched(value: good, source: .cache))
        #expect(f.cached("whats-new/index.json") == stored)
        await #expect(throws: NoteSiteClientError.self) {
            try await f.client(bundled: false, cache: false).index(preferredLanguages: [])
        }
    }

    @Test("a server slower than the timeout gives the cached copy in time, or a timeout error")
    func slowServer() async throws {
        let f = try ClientFixture()
        defer { f.tearDown() }
        let good = try ClientFixture.index(["1.0.0"])
        let stored = try await f.primeCache(with: good)
        let slow = try ClientFixture.json(try ClientFixture.index(["2.0.0"]))
        f.server.respond { _ in .init(status: 200, body: slow, delay: 3) }
        var start = Date()
        #expect(try await f.client(timeout: 0.8).index(preferredLanguages: []) == Fetched(value: good, source: .cache))
        // The server was waited for until the timeout, not longer.
        #expect((0.7..<2.5).contains(Date().timeIntervalSince(start)))
        #expect(f.cached("whats-new/index.json") == stored)
        start = Date()
        await #expect(throws: NoteSiteClientError(path: "whats-new/index.json", reason: .timeout)) {
            try await f.client(timeout: 0.8, bundled: false, cache: false).index(preferredLanguages: [])
        }
        #expect((0.7..<2.5).contains(Date().timeIntervalSince(start)))
        #expect(f.server.requests.count == 3)
    }

    @Test("a 200 after a 304 replaces the cache with the new copy")
    func newCopyAfter304() async throws {
        let f = try ClientFixture()
        defer { f.tearDown() }
        let old = try ClientFixture.index(["1.0.0"])
        let new = try ClientFixture.index(["1.1.0", "1.0.0"])
        let oldBody = try ClientFixture.json(old)
        f.server.respond { request in
            request.headers["if-none-match"] == "\"1\"" ? .init(status: 304) : .init(status: 200, headers: ["ETag": "\"1\""], body: oldBody)
        }
        #expect(try await f.client().index(preferredLanguages: []).source == .network)
        #expect(try await f.client().index(preferredLanguages: []) == Fetched(value: old, source: .cache))
        let newBody = try ClientFixture.json(new)
        f.server.respond { _ in .init(status: 200, headers: ["ETag": "\"2\""], body: newBody) }
        #expect(try await f.client().index(preferredLanguages: []) == Fetched(value: new, source: .network))
        #expect(f.server.requests.map { $0.headers["if-none-match"] } == [nil, "\"1\"", "\"1\""])
        #expect(try f.cachedIndex() == new)
        f.server.respond { request in
            request.headers["if-none-match"] == "\"2\"" ? .init(status: 304) : .init(status: 500)
        }
        #expect(try await f.client().index(preferredLanguages: []) == Fetched(value: new, source: .cache))
    }

    @Test("a refused connection falls back to the bundled copy")
    func networkError() async throws {
        let f = try ClientFixture()
        defer { f.tearDown() }
        let bundled = try ClientFixture.index(["1.0.0"])
        try f.writeBundled("whats-new/index.json", try ClientFixture.json(bundled))
        f.server.stop()
        #expect(try await f.client().index(preferredLanguages: []) == Fetched(value: bundled, source: .bundled))
    }
}
