import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSupport

@Suite struct StringReplacingTests {
    @Test("byte replacement gives what Foundation's replacement gives, for the texts the pages replace")
    func agreesWithFoundation() {
        var rng = RebuildPropertyTests.SplitMix(state: 3)
        let pieces = ["<pre><code", "<pre>", "<code", "<pre><cod", " style=\"", " style=", "style", " ", "\"", "é", "日本", "x", "<pre><pre><code"]
        for target in ["<pre><code", " style=\""] {
            for _ in 0..<2000 {
                let text = (0..<Int.random(in: 0..<12, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
                #expect(text.replacingBytes(of: target, with: "[R]") == text.replacingOccurrences(of: target, with: "[R]"), "\(text)")
            }
        }
    }
}
