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
}
