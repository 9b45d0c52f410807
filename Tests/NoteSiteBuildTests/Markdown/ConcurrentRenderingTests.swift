import Testing
@testable import NoteSiteBuild
@testable import NoteSiteMarkdown

@Suite struct ConcurrentRenderingTests {
    @Test("one renderer gives the same output from many threads at once") func concurrent() async {
        let renderer = MarkdownRenderer(options: MarkdownOptions(smartPunctuation: true, rewriteURL: { "r/" + $0 }))
        let documents = SpecExample.all.map(\.markdown) + ["[x](javascript:y) \"z\""]
        let sequential = documents.map { renderer.renderBlock($0) }
        let concurrent = await withTaskGroup(of: (Int, MarkdownOutput).self) { group in
            for (index, document) in documents.enumerated() {
                group.addTask { (index, renderer.renderBlock(document)) }
            }
            var results = [MarkdownOutput?](repeating: nil, count: documents.count)
            for await (index, output) in group { results[index] = output }
            return results
        }
        #expect(concurrent == sequential.map { Optional($0) })
    }
}
