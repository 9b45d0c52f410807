import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteDiagnostics
@testable import NoteSiteContent

/// The example sites of one documentation page, built the way `notesite
/// build` builds a site, with problems reported at the documentation's lines.
struct DocSite: Sendable, CustomTestStringConvertible {
    var page: String
    var name: String
    var files: [DocExample]

    var testDescription: String { "\(page) site '\(name)'" }

    /// Every documentation page: README.md and the Markdown files under docs/.
    static func pages() -> [String] {
        let docs = Repository.root.appendingPathComponent("docs")
        let found = FileManager.default.enumerator(atPath: docs.path)?.compactMap { $0 as? String } ?? []
        return ["README.md"] + found.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// Every example site of every page.
    static func all() throws -> [DocSite] {
        try pages().flatMap { try sites(in: $0) }
    }

    /// The site's files grouped from every marked block of `page`.
    static func sites(in page: String) throws -> [DocSite] {
        let text = try String(contentsOf: Repository.root.appendingPathComponent(page), encoding: .utf8)
        let examples = DocExample.extract(from: text, page: page)
        var order: [String] = []
        var grouped: [String: [DocExample]] = [:]
        for example in examples {
            if grouped[example.site] == nil { order.append(example.site) }
            grouped[example.site, default: []].append(example)
        }
        return order.map { DocSite(page: page, name: $0, files: grouped[$0] ?? []) }
    }

    /// Builds the site in `folder`; every problem comes back as
    /// `docs/page.md:LINE: …`, naming the documentation line it comes from.
    /// A site without its own `notesite.yml` gets one with a baseURL (so the
    /// feeds are made), and one without `content/assets/` borrows the
    /// repository's example assets, which examples may name.
    func build(in folder: URL) throws -> [String] {
        var problems: [String] = []
        var seen: [String: DocExample] = [:]
        for file in files {
            guard DocExample.isSitePath(file.path) else {
                problems.append("\(file.page):\(file.firstLine - 1): '\(file.path)' is not a file of a site (notesite.yml, content/…, templates/…)")
                continue
            }
            if let earlier = seen[file.path] {
                problems.append("\(file.page):\(file.firstLine - 1): '\(file.path)' is already given at line \(earlier.firstLine - 1); add site=<name> to one of them")
                continue
            }
            seen[file.path] = file
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
        if seen["notesite.yml"] == nil {
            try Data("baseURL: https://example.com/notes/\n".utf8).write(to: folder.appendingPathComponent("notesite.yml"))
        }
        if !seen.keys.contains(where: { $0.hasPrefix("content/assets/") }) {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("content"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("content/assets"),
                                             to: folder.appendingPathComponent("content/assets"))
        }
        guard problems.isEmpty else { return problems }

        let site = SitePaths(given: folder.path)
        var options = BuildOptions(site: site, output: folder.appendingPathComponent("_site"), outputDisplay: "_site")
        options.drafts = true
        let report = SiteBuilder(options: options).run()
        for diagnostic in report.diagnostics {
            problems.append(locate(diagnostic, siteFolder: folder.path))
        }
        if report.succeeded && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site/index.html").path) {
            problems.append("\(page): site '\(name)' built without an index.html")
        }
        return problems
    }

    /// `diagnostic` at the line of the documentation that holds its file.
    private func locate(_ diagnostic: Diagnostic, siteFolder: String) -> String {
        var relative = diagnostic.path ?? ""
        if relative.hasPrefix(siteFolder + "/") { relative = String(relative.dropFirst(siteFolder.count + 1)) }
        let shown = diagnostic.withPath(relative.isEmpty ? nil : relative).text
        guard let file = files.first(where: { $0.path == relative }) else { return "\(page) (site '\(name)'): \(shown)" }
        let line = file.firstLine + (diagnostic.line ?? 1) - 1
        return "\(page):\(line): \(shown)"
    }
}
