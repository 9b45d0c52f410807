import Foundation
import Testing
@testable import NoteSiteBuild

@Suite struct DocsTests {
    @Test("every example site in the documentation builds without errors or warnings", arguments: try DocSite.all())
    func exampleBuilds(site: DocSite) throws {
        let folder = try TemporaryFolder("notesite-docs")
        let problems = try site.build(in: folder.url)
        #expect(problems.isEmpty, Comment(rawValue: "\n" + problems.joined(separator: "\n")))
    }

    @Test("the pages that describe the site format carry their examples")
    func examplesExist() throws {
        let paths = Set(try DocSite.all().flatMap { $0.files.map(\.path) })
        #expect(paths.contains("notesite.yml"))
        #expect(paths.contains { $0.hasPrefix("content/versions/") && $0.hasSuffix(".md") })
        #expect(paths.contains { $0.hasPrefix("content/versions/") && $0.hasSuffix(".json") })
        #expect(paths.contains { $0.hasPrefix("templates/") })
        for page in ["docs/content.md", "docs/widget.md", "docs/theming.md"] {
            #expect(try !DocSite.sites(in: page).isEmpty, "\(page) has no example site")
        }
    }

    @Test("a broken example is reported at its line in the documentation")
    func reportsDocumentationLine() throws {
        let markdown = """
            Some prose.

            ```markdown content/versions/1.0.0.md
            ---
            version: 1.0.x
            date: 2026-01-02
            ---
            ```
            """
        let examples = DocExample.extract(from: markdown, page: "docs/sample.md")
        let site = DocSite(page: "docs/sample.md", name: "default", files: examples)
        let folder = try TemporaryFolder("notesite-docs")
        let problems = try site.build(in: folder.url)
        #expect(problems.first?.hasPrefix("docs/sample.md:5: content/versions/1.0.0.md:2:") == true, "\(problems)")
        #expect(problems.first?.contains("error: 'version' must be a semantic version") == true)
    }

    @Test("marked blocks are grouped by site; other code blocks are left alone")
    func extraction() {
        let markdown = """
            ```yaml notesite.yml
            title: A
            ```

            ```sh
            notesite build
            ```

            ~~~~markdown content/versions/1.0.0.md site=second
            ```
            inside
            ```
            ~~~~
            """
        let examples = DocExample.extract(from: markdown, page: "p.md")
        #expect(examples.map(\.path) == ["notesite.yml", "content/versions/1.0.0.md"])
        #expect(examples.map(\.site) == ["default", "second"])
        #expect(examples.map(\.firstLine) == [2, 10])
        #expect(examples.last?.text == "```\ninside\n```\n")
    }

    @Test("the example site that the quick start builds passes check with no warnings")
    func exampleSiteChecksClean() throws {
        let result = try NoteSiteBinary.run(["check", Repository.root.path])
        #expect(result.status == 0)
        // Its French and Arabic translations are partial on purpose, and check
        // lists what they show in English (docs/languages.md); nothing else may warn.
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
        let fallbacks = warnings.filter { $0.contains(" in en") && ($0.contains(": fr: ") || $0.contains(": ar: ")) }
        #expect(warnings == fallbacks, "\(result.stderr)")
        #expect(result.stderr.hasSuffix("no errors, \(warnings.count) warnings.\n"), "\(result.stderr)")
    }

    /// Pages written beside this one that may not be merged yet; a link to
    /// them is the only kind allowed to lead nowhere.
    static let pagesOfOtherAreas: Set<String> = ["docs/languages.md", "docs/channels.md"]

    @Test("links between the documentation pages lead to files that exist")
    func links() throws {
        let pattern = try Regex(#"\]\(([^)\s#]+)(#[^)]*)?\)"#)
        var broken: [String] = []
        for page in DocSite.pages() {
            let text = try String(contentsOf: Repository.root.appendingPathComponent(page), encoding: .utf8)
            let base = URL(fileURLWithPath: page).deletingLastPathComponent().relativePath
            for match in text.matches(of: pattern) {
                let target = String(match.output[1].substring ?? "")
                if target.contains(":") { continue }  // http:, https:, mailto:
                let resolved = URL(fileURLWithPath: Repository.root.path + "/" + (base == "." ? "" : base + "/") + target)
                    .standardizedFileURL
                let relative = String(resolved.path.dropFirst(Repository.root.standardizedFileURL.path.count + 1))
                if !FileManager.default.fileExists(atPath: resolved.path) && !Self.pagesOfOtherAreas.contains(relative) {
                    broken.append("\(page): \(target)")
                }
            }
        }
        #expect(broken.isEmpty, "\(broken)")
    }
}
