import Foundation
import Testing
@testable import NoteSiteCore

@Suite("JSON output: ordered keys, safe inside HTML script elements")
struct JSONValueTests {
    @Test("escapes what JSON and a script element need", arguments: [
        ("plain", #""plain""#), ("say \"hi\"", #""say \"hi\"""#), ("a\\b", #""a\\b""#),
        ("a\nb\rc\td", #""a\nb\rc\td""#), ("\u{1}\u{1f}", #""\u0001\u001f""#),
        ("</script><!--", #""\u003c/script\u003e\u003c!--""#), ("a & b", #""a \u0026 b""#),
        ("\u{2028}\u{2029}", #""\u2028\u2029""#), ("é ✓ 🎉", "\"é ✓ 🎉\""), ("/", "\"/\""), ("\u{7f}", "\"\u{7f}\""),
    ])
    func escapes(_ text: String, expected: String) throws {
        let json = JSONValue.string(text).serialized()
        #expect(json == expected)
        // Whatever it escapes, a JSON parser reads back the same text.
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(json)]".utf8)) as? [String]
        #expect(decoded == [text])
    }

    @Test("keeps keys in the order written, compact or indented")
    func order() {
        let value: JSONValue = .object([
            ("z", .number(1)), ("a", .array([.bool(true), .null, .string("x")])), ("m", .object([])), ("e", .array([])),
            ("o", .optional(nil)), ("p", .optional("q")),
        ])
        #expect(value.serialized() == #"{"z":1,"a":[true,null,"x"],"m":{},"e":[],"o":null,"p":"q"}"#)
        #expect(value.serialized(indent: 2) == """
            {
              "z": 1,
              "a": [
                true,
                null,
                "x"
              ],
              "m": {},
              "e": [],
              "o": null,
              "p": "q"
            }
            """)
    }

    @Test("escapes keys like values")
    func keys() {
        #expect(JSONValue.object([("<k\"", .number(-3))]).serialized() == #"{"\u003ck\"":-3}"#)
    }
}
