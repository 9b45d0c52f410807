import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteMustache
@testable import NoteSiteContent

@Suite struct MustacheEncoderTests {
    struct Release: Encodable {
        struct Feature: Encodable {
            let title: String
            let subtitle: String?
            let isNew: Bool
        }

        enum Kind: String, Encodable { case major, minor }

        let version: String
        let build: Int
        let score: Double
        let prerelease: Bool
        let kind: Kind
        let features: [Feature]
        let tags: [String]
        let notes: String?
        let link: URL
    }

    static let release = Release(
        version: "1.4.0", build: 85, score: 1.21, prerelease: false, kind: .minor,
        features: [
            Release.Feature(title: "Sync <fast>", subtitle: "Twice as fast", isNew: true),
            Release.Feature(title: "Editor", subtitle: nil, isNew: false),
        ],
        tags: ["ios", "mac"], notes: nil, link: URL(string: "https://example.com/1.4")!)

    @Test("encodes a model straight into the value tree")
    func valueTree() throws {
        let value = try MustacheEncoder().encode(Self.release)
        #expect(value["version"] == "1.4.0")
        #expect(value["build"] == 85)
        #expect(value["score"] == 1.21)
        #expect(value["prerelease"] == false)
        #expect(value["kind"] == "minor")
        #expect(value["tags"] == ["ios", "mac"])
        #expect(value["notes"] == nil)
        #expect(value["link"] == "https://example.com/1.4")
        #expect(value["features"] == [
            ["title": "Sync <fast>", "subtitle": "Twice as fast", "isNew": true],
            ["title": "Editor", "isNew": false],
        ])
    }

    @Test("renders nested lists, optionals and booleans as sections")
    func rendersModel() throws {
        let template = try Template(parsing: """
            {{version}} ({{build}}, {{score}}){{#prerelease}} beta{{/prerelease}}{{^notes}} no notes{{/notes}}
            {{#features}}
            - {{title}}{{#subtitle}}: {{.}}{{/subtitle}}{{#isNew}} NEW{{/isNew}}
            {{/features}}
            {{#tags}}[{{.}}]{{/tags}}

            """, name: "release")
        let context = try MustacheEncoder().encode(Self.release)
        #expect(template.render(context) == """
            1.4.0 (85, 1.21) no notes
            - Sync &lt;fast&gt;: Twice as fast NEW
            - Editor
            [ios][mac]

            """)
    }

    @Test("encodes other number types, dates and top-level values")
    func scalars() throws {
        struct Numbers: Encodable {
            let small: UInt8 = 7
            let float: Float = 0.5
            let huge: UInt64 = .max
            let date = Date(timeIntervalSince1970: 0)
        }
        let value = try MustacheEncoder().encode(Numbers())
        #expect(value == ["small": 7, "float": 0.5, "huge": .double(Double(UInt64.max)), "date": "1970-01-01T00:00:00Z"])
        #expect(try MustacheEncoder().encode([1, 2]) == [1, 2])
        #expect(try MustacheEncoder().encode("x") == "x")
        #expect(try MustacheEncoder().encode(["k": true]) == ["k": true])
    }
}
