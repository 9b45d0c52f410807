import Testing
import NoteSiteKit

@Suite("Strict SemVer 2.0.0 against the public conformance data")
struct SemanticVersionConformanceTests {
    @Test("accepts every valid version", arguments: try SemVerConformanceCase<String>.load("valid.json"))
    func valid(_ entry: SemVerConformanceCase<String>) {
        do {
            let version = try SemanticVersion(strict: entry.value)
            #expect(version.fullText == entry.value)
            #expect(version.canonical == String(entry.value.prefix { $0 != "+" }))
        } catch {
            // A number past 64 bits is valid SemVer that this type cannot hold; it must say so.
            #expect(error.reason == .overflow && Self.hasNumberBeyond64Bits(entry.value), "\(error.reason)")
        }
    }

    @Test("rejects every invalid string", arguments: try SemVerConformanceCase<String>.load("invalid.json"))
    func invalid(_ entry: SemVerConformanceCase<String>) {
        #expect(throws: VersionError.self) { try SemanticVersion(strict: entry.value) }
    }

    @Test("splits versions into their parts", arguments: try SemVerConformanceCase<SemVerParts>.load("parse.json"))
    func parts(_ entry: SemVerConformanceCase<SemVerParts>) throws {
        let expected = entry.value
        let version = try SemanticVersion(strict: expected.version)
        #expect(version.major == expected.major)
        #expect(version.minor == expected.minor)
        #expect(version.patch == expected.patch)
        #expect(version.prerelease == expected.prerelease)
        #expect(version.build == expected.build)
        #expect(version.isPrerelease == !expected.prerelease.isEmpty)
    }

    @Test("orders by precedence", arguments: try SemVerConformanceCase<[String]>.load("precedence.json"))
    func precedence(_ entry: SemVerConformanceCase<[String]>) throws {
        let pair = try entry.value.map { try SemanticVersion(strict: $0) }
        try #require(pair.count == 2)
        #expect(pair[0] < pair[1])
        #expect(!(pair[1] < pair[0]))
        #expect(pair[0] != pair[1])
    }

    @Test("treats versions differing only in build metadata as one", arguments: try SemVerConformanceCase<[String]>.load("equal.json"))
    func equal(_ entry: SemVerConformanceCase<[String]>) throws {
        let pair = try entry.value.map { try SemanticVersion(strict: $0) }
        try #require(pair.count == 2)
        #expect(pair[0] == pair[1])
        #expect(pair[0].hashValue == pair[1].hashValue)
        #expect(!(pair[0] < pair[1]) && !(pair[1] < pair[0]))
        #expect(Set(pair).count == 1)
    }

    @Test("sorts each chain into its written order", arguments: try SemVerConformanceCase<[String]>.load("chains.json"))
    func chain(_ entry: SemVerConformanceCase<[String]>) throws {
        let chain = try entry.value.map { try SemanticVersion(strict: $0) }
        for (lower, higher) in zip(chain, chain.dropFirst()) {
            #expect(lower < higher, "\(lower) < \(higher)")
        }
        #expect(chain.reversed().sorted() == chain)
        #expect(chain.shuffled().sorted().map(\.canonical) == entry.value)
    }

    /// Whether a major, minor or patch number of `text` exceeds `UInt64.max`.
    private static func hasNumberBeyond64Bits(_ text: String) -> Bool {
        let core = text.prefix { $0 != "-" && $0 != "+" }
        return core.split(separator: ".").contains { UInt64($0) == nil }
    }
}
