import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteMarkdown

@Suite struct CommonMarkConformanceTests {
    static let unsafeRenderer = MarkdownRenderer(options: MarkdownOptions(unsafeHTML: true))
    static let safeRenderer = MarkdownRenderer()

    @Test("the spec data holds all 652 examples") func specIsComplete() throws {
        let examples = try Conformance.load([SpecExample].self, from: SpecExample.path)
        #expect(examples.count == 652)
        #expect(SpecExample.all.count == 652)
    }

    @Test("with raw HTML allowed, every example renders exactly as the spec says", arguments: SpecExample.all)
    func unsafeModeMatchesSpec(_ example: SpecExample) {
        let output = Self.unsafeRenderer.renderBlock(example.markdown)
        #expect(output.html == example.html)
        #expect(output.warnings.isEmpty)
    }

    @Test("in safe mode, every example differs from the spec only by omitted HTML and emptied links",
          arguments: SpecExample.all)
    func safeModeDiffersOnlyAsAllowed(_ example: SpecExample) throws {
        let changes = Self.safeRenderer.safeModeChanges(in: example.markdown)
        let expected = try #require(SafeModeExpectation.derive(from: example.html, changes: changes))
        #expect(Self.safeRenderer.renderBlock(example.markdown).html == expected)
    }

    @Test("the examples that differ in safe mode are the ones the data's README lists") func safeModeDifferences() throws {
        let readme = String(decoding: try Conformance.data("commonmark/README.md"), as: UTF8.self)
        let listed = try #require(Self.listedExamples(in: readme))
        let differing = SpecExample.all.filter { example in
            let changes = Self.safeRenderer.safeModeChanges(in: example.markdown)
            return SafeModeExpectation.derive(from: example.html, changes: changes) != example.html
        }
        #expect(Set(differing.map(\.example)) == listed)
        #expect(listed.count == 71)
    }

    /// The numbers after "examples differ:" in the README, ranges written `148–191`.
    static func listedExamples(in readme: String) -> Set<Int>? {
        guard let start = readme.range(of: "examples differ:") else { return nil }
        let list = readme[start.upperBound...].prefix { $0 != "." }
        var numbers = Set<Int>()
        for item in list.split(whereSeparator: { $0 == "," || $0.isWhitespace }) {
            let bounds = item.split(separator: "–").compactMap { Int($0) }
            guard let low = bounds.first, let high = bounds.last else { return nil }
            numbers.formUnion(low...high)
        }
        return numbers
    }
}
