import Foundation

/// One file of an example site shown in the documentation: a fenced block
/// whose info string names the file after the language, as in
/// ```` ```yaml notesite.yml ```` or ```` ```markdown content/versions/1.4.0.md site=json ````.
/// Blocks of one page with the same `site=` name (default: the page's one
/// site) are the files of one example site.
struct DocExample: Sendable {
    /// The documentation file, relative to the repository (`docs/content.md`).
    var page: String
    /// The line of the first line of the block's contents, 1-based.
    var firstLine: Int
    var site: String
    /// Where the file goes in the example site (`content/versions/1.4.0.md`).
    var path: String
    var text: String

    /// Paths a block may name: a site's own files, never anything outside it.
    static func isSitePath(_ path: String) -> Bool {
        let allowed = path == "notesite.yml" || path.hasPrefix("content/") || path.hasPrefix("templates/")
        return allowed && !path.split(separator: "/").contains("..")
    }

    /// The marked blocks of one Markdown page, in order.
    static func extract(from markdown: String, page: String) -> [DocExample] {
        var examples: [DocExample] = []
        var open: (fence: String, site: String, path: String, firstLine: Int)?
        var body: [Substring] = []
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let current = open {
                if trimmed.hasPrefix(current.fence) && trimmed.allSatisfy({ $0 == current.fence.first || $0 == " " }) {
                    examples.append(DocExample(page: page, firstLine: current.firstLine, site: current.site,
                                               path: current.path, text: body.joined(separator: "\n") + "\n"))
                    open = nil
                } else {
                    // Contents are indented as far as their fence at most.
                    body.append(line)
                }
                continue
            }
            guard let fence = Self.fence(of: trimmed) else { continue }
            let words = trimmed.dropFirst(fence.count).split(separator: " ")
            guard words.count >= 2, isSitePath(String(words[1])) || words[1].contains("/") || words[1].hasSuffix(".yml") else {
                // An ordinary code block; skip to its end.
                open = (fence, "", "", 0)
                body = []
                continue
            }
            let site = words.dropFirst(2).first { $0.hasPrefix("site=") }.map { String($0.dropFirst(5)) } ?? "default"
            open = (fence, site, String(words[1]), index + 2)
            body = []
        }
        return examples.filter { !$0.path.isEmpty }
    }

    /// The opening fence (three or more backticks or tildes), or nil.
    private static func fence(of line: Substring) -> String? {
        guard let first = line.first, first == "`" || first == "~" else { return nil }
        let run = line.prefix { $0 == first }
        return run.count >= 3 ? String(run) : nil
    }
}
