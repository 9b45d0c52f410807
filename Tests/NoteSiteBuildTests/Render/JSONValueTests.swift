import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteRender

@Suite("JSON output: ordered keys, safe inside HTML script elements")
struct JSONValueTests {
    @Test("escapes what JSON and a script element need", arguments: [
        ("plain", #""plain""#), ("say \"hi\"", #""say \"hi\"""#), ("a\\b", #""a\\b""#),
        ("a\nb\rc\td", #""a\nb\rc\td""#), ("\u{1}\u{1f}", #""\u0001\u001f""#),
        ("</script><!--", #""<\/script>\u003c!--""#), ("a & b", #""a & b""#), ("<b>&</b>", #""<b>&<\/b>""#),
        ("ends with <", #""ends with <""#), ("<", #""<""#), ("<!", #""\u003c!""#), ("a<//b", #""a<\//b""#),
        ("\u{2028}\u{2029}", #""\u2028\u2029""#), ("é ✓ 🎉", "\"é ✓ 🎉\""), ("\u{2027}\u{202A}", "\"\u{2027}\u{202A}\""),
        ("0123456789abcdef\"0123456", #""0123456789abcdef\"0123456""#), ("01234567\n", #""01234567\n""#), ("/", "\"/\""), ("\u{7f}", "\"\u{7f}\""),
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
        #expect(JSONValue.object([("</k\"", .number(-3))]).serialized() == #"{"<\/k\"":-3}"#)
    }

    /// Texts of every length from the characters that need care, at every
    /// offset within the eight-byte words the escaper checks at once.
    @Test("any text reads back the same and cannot close or comment out a script element")
    func generated() throws {
        let pieces = ["a", "<", "/", "!", "\"", "\\", "\n", "\u{1}", "\u{1f}", " ", "é", "\u{2028}", "\u{2029}", "\u{2027}", "-", ">", "&"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2000 {
            var text = ""
            state = state &* 6364136223846793005 &+ 1442695040888963407
            for _ in 0..<Int(state >> 59) + Int(state >> 40 & 7) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            let json = JSONValue.string(text).serialized()
            let decoded = try JSONSerialization.jsonObject(with: Data("[\(json)]".utf8)) as? [String]
            #expect(decoded == [text], "\(json)")
            #expect(!json.contains("</") && !json.contains("<!") && !json.contains("\u{2028}") && !json.contains("\u{2029}"), "\(json)")
            #expect(!json.unicodeScalars.contains { $0.value < 0x20 }, "\(json)")
        }
    }
}
