import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSourceData
@testable import NoteSiteContent
@testable import NoteSiteChannels

@Suite("Importing arbitrary changelog text")
struct ImportRobustnessTests {
    /// Lines that mean something to a changelog reader, and some that almost do.
    static let lines = [
        "## [1.2.0] - 2026-03-18", "## 1.3.0 - 2026-13-01", "## [v2.0.0-rc.1](https://x.example) - 2026-01-01 [YANKED]",
        "## [Unreleased]", "## 1.4", "## 7.1b5 - 2020-01-01", "# Changelog", "### Added", "### Fixed:", "### Other", "## Added",
        "- item", "* star item", "  - nested", "    code", "```", "~~~", "[ref]: https://x.example", "[1.2.0]: https://x.example/c",
        "see [ref] and [x][ref] and `[ref]`", "1.5.0 - 2026-02-02", "-----", "=====", "", "", "text: with colon", "- yes",
        "- \"quoted\" \\ back", "- trailing space ", "\t- tabbed", "- ]]> and <b>", "## ", "###", "-", "+ plus",
    ]

    @Test("never crashes, and every file it would write reads back with its version")
    func arbitrary() throws {
        var generator = SystemRandomNumberGenerator()
        var imported = 0
        for _ in 0..<1500 {
            let count = Int.random(in: 0...30, using: &generator)
            let text = (0..<count).map { _ in Self.lines.randomElement(using: &generator) ?? "" }.joined(separator: "\n")
            let result = KeepAChangelogReader(path: "C.md", options: ImportOptions()).read(text)
            guard !result.hasErrors else { continue }
            imported += result.versions.count
            for version in result.versions {
                let file = VersionFileWriter.text(of: version)
                let split = try FrontMatter(splitting: file, path: "v.md")
                let yaml = try #require(split.yaml)
                let source = try YAMLDecoder().decode(VersionSource.self, from: yaml, path: "v.md", firstLine: split.yamlFirstLine)
                #expect(source.version.value == version.version.fullText, "\(text.debugDescription)")
                #expect(source.date?.value == version.date, "\(text.debugDescription)")
                let c = source.changes
                let written = [c?.added, c?.changed, c?.deprecated, c?.removed, c?.fixed, c?.security].map { $0?.map(\.text.value) }
                #expect(written == ImportedVersion.changeTypes.map { version.changes[$0] }, "\(text.debugDescription)")
                #expect(source.yanked ?? false == version.isYanked)
            }
        }
        // The generated files must exercise the writer, not only the error paths.
        #expect(imported > 60)
    }
}
