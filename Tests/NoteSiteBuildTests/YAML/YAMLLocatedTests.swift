import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSourceData

@Suite("YAML located values") struct YAMLLocatedTests {
    private let decoder = YAMLDecoder()

    @Test("Located carries the line and column of its value")
    func located() throws {
        struct Model: Decodable { var items: [Located<Int>] }
        let model = try decoder.decode(Model.self, from: "items:\n  - 1\n  -   22\n", path: "t.yml", firstLine: 10)
        #expect(model.items == [Located(1, line: 11, column: 5), Located(22, line: 12, column: 7)])
    }

    @Test("an optional Located is nil when the key is absent or null")
    func optionalLocated() throws {
        struct Model: Decodable { var color: Located<String>? }
        #expect(try decoder.decode(Model.self, from: "color: ~", path: "t.yml").color == nil)
        #expect(try decoder.decode(Model.self, from: "other: 1", path: "t.yml").color == nil)
    }

    @Test("other decoders give Located no position")
    func foreignDecoder() throws {
        let located = try JSONDecoder().decode(Located<String>.self, from: Data(#""1.4.0""#.utf8))
        #expect(located == Located("1.4.0"))
    }

    @Test("Located encodes only its value")
    func encodes() throws {
        let data = try JSONEncoder().encode([Located("a", line: 3, column: 4)])
        #expect(String(decoding: data, as: UTF8.self) == #"["a"]"#)
    }

    @Test("decoder.error falls back to a DecodingError for other decoders")
    func foreignError() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TestColor.self, from: Data(#""red""#.utf8))
        }
    }

    @Test("a DecodingError thrown by a model is located at the value it names")
    func decodingErrorFromModel() {
        struct Even: Decodable {
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if try container.decode(Int.self) % 2 != 0 {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "the number must be even")
                }
            }
        }
        struct Model: Decodable { var values: [Even] }
        #expect(errorText { try decoder.decode(Model.self, from: "values: [2, 3]", path: "t.yml") } == """
            t.yml:1:13: error: invalid value for 'values[1]': the number must be even
            """)
    }

    @Test("a model can look at the node to choose how to decode")
    func yamlNode() throws {
        struct Color: Decodable, Equatable {
            var light: String
            var dark: String
            init(from decoder: any Decoder) throws {
                if case .mapping = decoder.yamlNode {
                    let pair = try [String: String](from: decoder)
                    light = pair["light"] ?? ""
                    dark = pair["dark"] ?? ""
                } else {
                    light = try String(from: decoder)
                    dark = light
                }
            }
        }
        let model = try decoder.decode([String: Color].self, from: "a: red\nb: {light: white, dark: black}",
                                       path: "t.yml")
        #expect(model["a"]?.light == "red")
        #expect(model["b"]?.dark == "black")
    }

    @Test("a large mapping still finds duplicate keys")
    func largeMappingDuplicates() {
        let lines = (0..<100).map { "key\($0): \($0)" } + ["key42: again"]
        #expect(errorText { try decoder.decode([String: Int].self, from: lines.joined(separator: "\n"), path: "t.yml") } == """
            t.yml:101:1: error: duplicate key 'key42' (first given at line 43)
              hint: keep one of them
            """)
    }
}
