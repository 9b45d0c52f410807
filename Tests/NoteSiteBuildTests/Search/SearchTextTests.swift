import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteRender

@Suite("Search text: folding and tokens, as the search page does them")
struct SearchTextTests {
    @Test("a text gives the index tokens and query tokens of the shared vectors", arguments: SearchVectors.shared.tokens)
    func vectors(_ vector: SearchVectors.TokenCase) {
        #expect(SearchText.indexTokens(vector.text) == vector.index)
        #expect(SearchText.queryTokens(vector.text) == vector.query)
    }

    @Test("the shared vectors are there to check")
    func vectorsLoaded() {
        #expect(SearchVectors.shared.tokens.count >= 20)
    }

    @Test("Arabic letter variants, tatweel and vowel marks fold to one form")
    func arabic() {
        #expect(SearchText.normalize("إِضَافَة") == SearchText.normalize("اضافه"))
        #expect(SearchText.normalize("مـــد") == "مد")
    }

    @Test("a token longer than the limit is cut, not dropped")
    func longToken() {
        let tokens = SearchText.indexTokens(String(repeating: "a", count: 100))
        #expect(tokens == [String(repeating: "a", count: SearchText.maxTokenLength)])
    }

    @Test("a body's headings and paragraphs come apart, tags gone and entities decoded")
    func bodyBlocks() {
        let blocks = BodyText.blocks(ofHTML: "<p>One &amp; two</p>\n<hr />\n<h2 id=\"x\">Net&lt;work&gt;</h2>\n<p>Three</p>")
        #expect(blocks == [BodyText.Block(isHeading: false, text: "One & two"),
                           BodyText.Block(isHeading: true, text: "Net<work>"),
                           BodyText.Block(isHeading: false, text: "Three")])
    }

    @Test("ASCII text gives the same tokens by bytes as by scalars, whatever its mix of words and joiners")
    func asciiPath() {
        var rng = SystemRandomNumberGenerator()
        let pieces = ["a", "Zz", "9", ".", "-", "_", " ", "--", "v2", "foo.bar", "x_y-z", "!", "\n", String(repeating: "q", count: 70)]
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...12, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            let folded = SearchText.normalize(text)
            #expect(SearchText.asciiIndexTokens(Array(folded.utf8)) == SearchText.scalarIndexTokens(folded), "\(text)")
        }
    }

    @Test("a version's tokens are indexTokens' of each text, once each, with the best field they are in")
    func versionTokens() {
        var rng = SystemRandomNumberGenerator()
        let pieces = ["a", "Zz", "9", ".", "-", "_", " ", "--", "v2", "foo.bar", "x_y-z", "!", "Éclair", "日本語", "ﺍﻟﻌﺮﺑﻴﺔ",
                      "NSURLSession", String(repeating: "q", count: 70), String(repeating: "é", count: 70)]
        for _ in 0..<500 {
            var tokens = VersionTokens()
            var expected: [String: UInt8] = [:]
            for _ in 0..<Int.random(in: 0...6, using: &rng) {
                let text = (0..<Int.random(in: 0...10, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
                let field = UInt8.random(in: 0...7, using: &rng)
                tokens.add(text, field: field)
                for token in SearchText.indexTokens(text) { expected[token] = min(expected[token] ?? .max, field) }
            }
            let terms = tokens.terms
            #expect(terms.count == expected.count)
            #expect(Dictionary(terms.map { ($0.text, $0.field) }, uniquingKeysWith: min) == expected)
            #expect(terms.allSatisfy { $0.hash == SearchText.termHash($0.text) })
        }
    }

    @Test("a body's text collapses every kind of white space and decodes entities as before",
          arguments: ["a\u{00A0}b\u{3000}c\u{2003}d", " <b>x</b>&nbsp;y&#10;z ", "&unknown; &amp &#x41;", "a<br>b</p><p>c",
                      "x&#x1F600;y&#233;&#x4E2D; é日本<i></i>", "<p>&#x2003;</p>&#128;&lt;&gt;", "日本語<b>&amp;</b>",
                      "ab\u{01}cd \t ef\u{7F}gh<a href=\"x\">link</a>ij&amp;kl"])
    func bodyText(html: String) {
        let untagged = html.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
        let expected = Self.decoded(untagged).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        #expect(BodyText.text(of: Array(html.utf8)[...]) == expected)
    }

    /// The entities bodies hold, decoded the slow, obvious way.
    static func decoded(_ text: String) -> String {
        var out = text
        for (name, value) in [("&nbsp;", " "), ("&#10;", "\n"), ("&#x41;", "A"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""),
                              ("&#39;", "'"), ("&#x1F600;", "\u{1F600}"), ("&#233;", "é"), ("&#x4E2D;", "中"),
                              ("&#x2003;", "\u{2003}"), ("&#128;", "\u{80}"), ("&amp;", "&")] {
            out = out.replacingOccurrences(of: name, with: value)
        }
        return out
    }
}
