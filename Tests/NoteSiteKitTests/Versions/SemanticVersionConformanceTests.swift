import Testing
import NoteSiteKit

/// One entry of a `conformance/semver/` list, named by file and position.
struct SemVerEntry<Value: Sendable & Decodable>: Sendable, CustomTestStringConvertible {
    let file: String
    let position: Int
    let value: Value

    var testDescription: String { "\(file) #\(position): \(value)" }

    static func load(_ file: String) throws -> [SemVerEntry] {
        let values = try Fixtures.load([Value].self, from: "Tests/Fixtures/conformance/semver/\(file)")
        return values.enumerated().map { SemVerEntry(file: file, position: $0.offset + 1, value: $0.element) }
    }
}

struct SemVerParts: Sendable, Decodable {
    let version: String
    let major: UInt64
    let minor: UInt64
    let patch: UInt64
    let prerelease: [String]
    let build: [String]
}

@Suite("The kit's SemanticVersion against the SemVer 2.0.0 conformance data")
struct SemanticVersionConformanceTests {
    @Test("accepts every valid version, or says a number is too large", arguments: try SemVerEntry<String>.load("valid.json"))
    func valid(_ entry: SemVerEntry<String>) {
        do {
            let version = try SemanticVersion(strict: entry.value)
            #expect(version.canonical == String(entry.value.prefix { $0 != "+" }))
        } catch {
            #expect(error.reason == .overflow)
        }
    }

    @Test("rejects every invalid string", arguments: try SemVerEntry<String>.load("invalid.json"))
    func invalid(_ entry: SemVerEntry<String>) {
        #expect(throws: VersionError.self) { try SemanticVersion(strict: entry.value) }
    }

    @Test("splits versions into their parts", arguments: try SemVerEntry<SemVerParts>.load("parse.json"))
    func parts(_ entry: SemVerEntry<SemVerParts>) throws {
        let version = try SemanticVersion(strict: entry.value.version)
        #expect([version.major, version.minor, version.patch] == [entry.value.major, entry.value.minor, entry.value.patch])
        #expect(version.prerelease == entry.value.prerelease)
        #expect(version.build == entry.value.build)
    }

    @Test("orders pairs by precedence", arguments: try SemVerEntry<[String]>.load("precedence.json"))
    func precedence(_ entry: SemVerEntry<[String]>) throws {
        let pair = try entry.value.map { try SemanticVersion(strict: $0) }
        try #require(pair.count == 2)
        #expect(pair[0] < pair[1] && !(pair[1] < pair[0]) && pair[0] != pair[1])
    }

    @Test("ignores build metadata when comparing", arguments: try SemVerEntry<[String]>.load("equal.json"))
    func equal(_ entry: SemVerEntry<[String]>) throws {
        let pair = try entry.value.map { try SemanticVersion(strict: $0) }
        try #require(pair.count == 2)
        #expect(pair[0] == pair[1] && Set(pair).count == 1)
        #expect(pair[0].canonical == pair[1].canonical)
    }

    @Test("sorts each chain into its written order", arguments: try SemVerEntry<[String]>.load("chains.json"))
    func chain(_ entry: SemVerEntry<[String]>) throws {
        let chain = try entry.value.map { try SemanticVersion(strict: $0) }
        #expect(chain.shuffled().sorted().map(\.canonical) == entry.value)
    }
}
