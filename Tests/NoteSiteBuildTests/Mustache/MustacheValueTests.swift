import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteMustache

@Suite struct MustacheValueTests {
    @Test("converts loosely typed data, telling booleans from numbers")
    func fromAny() throws {
        let json = try JSONSerialization.jsonObject(with: Data(#"{"a": true, "b": 1, "c": 1.5, "d": null, "e": [0, "x"]}"#.utf8))
        #expect(MustacheValue(any: json) == ["a": true, "b": 1, "c": 1.5, "d": nil, "e": [0, "x"]])
        let native: [String: Any] = ["flag": true, "count": 2, "ratio": 0.25, "name": "n", "missing": NSNull()]
        #expect(MustacheValue(any: native) == ["flag": true, "count": 2, "ratio": 0.25, "name": "n", "missing": nil])
        let optional: String? = nil
        let withOptional: [String: Any] = ["o": optional as Any]
        #expect(MustacheValue(any: withOptional) == ["o": nil])
        #expect(MustacheValue(any: nil) == .null)
    }

    @Test("prints numbers the way the data was written", arguments: [
        (MustacheValue.int(85), "85"), (.double(1.21), "1.21"), (.double(2.0), "2"), (.double(-0.5), "-0.5"),
        (.double(1e300), "1e+300"), (.bool(true), "true"), (.null, ""), (.list([1]), ""),
    ])
    func numbers(value: MustacheValue, text: String) {
        #expect(value.interpolatedText == text)
    }

    @Test("treats false, null, empty lists and empty strings as falsy, zero as truthy")
    func truthiness() {
        #expect([MustacheValue.bool(false), .null, [], ""].allSatisfy { !$0.isTruthy })
        #expect([MustacheValue.int(0), "0", [:], ["x"], true].allSatisfy { $0.isTruthy })
    }
}
