import Testing
@testable import NoteSiteBuild
@testable import NoteSiteMarkdown

/// Plain inline text skips cmark; whatever the text, the result must be what
/// cmark gives.
@Suite("Plain inline text renders as cmark renders it")
struct PlainInlineShortcutTests {
    static let pieces = [
        "a", "Z", "7", " ", "  ", "\t", "\n", ".", "..", "-", "--", "'", "\"", "&", "&amp;", "<", ">", "*", "_", "`",
        "[", "]", "(", ")", "!", "\\", "#", "1.", "+", "=", "~", "|", ":", "/", "@", "é", "\u{A0}", "日本", "🎉", "\u{2028}",
    ]

    @Test("generated texts agree with cmark, with and without smart punctuation", arguments: [false, true])
    func generated(smart: Bool) {
        let renderer = MarkdownRenderer(options: MarkdownOptions(smartPunctuation: smart))
        var state: UInt64 = smart ? 0x2545_F491_4F6C_DD1D : 0x9E37_79B9_7F4A_7C15
        var shortcuts = 0
        for _ in 0..<3000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            var text = ""
            for _ in 0..<Int(state >> 60) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                // Mostly plain pieces, so that many texts take the shortcut.
                let index = Int(state >> 33) % (state >> 62 == 0 ? Self.pieces.count : 3)
                text += Self.pieces[index]
            }
            let fast = renderer.inline(text, withText: true)
            let cmark = renderer.inline(text, withText: true, throughCmark: true)
            #expect(fast.output.html == cmark.output.html, "html of \(text.debugDescription)")
            #expect(fast.text == cmark.text, "text of \(text.debugDescription)")
            if InlineSource(text).plainText(smartPunctuation: smart) != nil { shortcuts += 1 }
        }
        // The comparison means something only if both paths were taken often.
        #expect(shortcuts > 300 && shortcuts < 2700, "\(shortcuts) of 3000 took the shortcut")
    }

    @Test("anything Markdown or HTML would change goes through cmark", arguments: [
        "a *b*", "a_b", "`x`", "[x](y)", "a & b", "a < b", "a > b", "say \"hi\"", "it's", "x!", "a\\b", "a\tb",
    ])
    func needsCmark(text: String) {
        #expect(InlineSource(text).plainText(smartPunctuation: false) == nil)
    }

    @Test("smart punctuation sends runs of dots and hyphens through cmark")
    func smart() {
        #expect(InlineSource("Wait... what").plainText(smartPunctuation: true) == nil)
        #expect(InlineSource("A -- B").plainText(smartPunctuation: true) == nil)
        #expect(InlineSource("Wait... what").plainText(smartPunctuation: false) != nil)
        #expect(InlineSource("Version 1.2 - faster").plainText(smartPunctuation: true) != nil)
    }
}
