import Foundation
import NoteSiteBuild
import NoteSiteMarkdown

// Renders every *.md file in a folder with renderBlock and prints the median
// rendering time of five runs; reading the files is not timed.
let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: bench-markdown <folder of .md files>\n".utf8))
    exit(64)
}
let folder = URL(fileURLWithPath: arguments[1])
let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".md") }.sorted()
let documents = names.compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
guard !documents.isEmpty else {
    FileHandle.standardError.write(Data("bench-markdown: no .md files in \(folder.path)\n".utf8))
    exit(1)
}

let renderer = MarkdownRenderer(options: MarkdownOptions(rewriteURL: { $0 }))
var seconds: [Double] = []
var outputBytes = 0
for _ in 0..<5 {
    outputBytes = 0
    let start = ContinuousClock.now
    for document in documents {
        outputBytes += renderer.renderBlock(document).html.utf8.count
    }
    let elapsed = ContinuousClock.now - start
    seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}
let inputBytes = documents.reduce(0) { $0 + $1.utf8.count }
print("notesite: \(documents.count) documents, \(inputBytes) bytes in, \(outputBytes) bytes out")
print(String(format: "notesite median: %.4f s", seconds.sorted()[2]))
