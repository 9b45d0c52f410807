import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent
@testable import NoteSiteChannels

@Suite("Importing a Keep a Changelog file")
struct KeepAChangelogImportTests {
    static let changelog = """
        # Changelog
        All notable changes to this project will be documented in this file.

        ## [Unreleased]

        ### Added
        - Something new

        ## [1.2.0] - 2026-03-18

        Intro text, see [the docs][docs].

        ### Added
        - Folders for notes ([#12])
        - A long item that
          wraps over two lines
        - Nested:
          - one
          - two

        ### Fixed
        * A crash: `a: b`

        ### Performance
        - Faster sync

        ## [v1.1](https://example.com) - 2026-01-02 [YANKED]
        ### Removed
        - yes

        ```
        ## 9.9.9 - 2020-01-01
        ```

        1.0.0 - 2025-12-01
        ------------------

        ### Added
        - First release

        [docs]: https://example.com/docs "Docs"
        [#12]: https://github.com/acme/app/issues/12
        [unreleased]: https://github.com/acme/app/compare/v1.2.0...HEAD
        [1.2.0]: https://github.com/acme/app/compare/v1.1.0...v1.2.0
        [spare]: https://example.com/spare

        """

    private func read(_ text: String, _ configure: (inout ImportOptions) -> Void = { _ in }) -> ImportResult {
        var options = ImportOptions()
        configure(&options)
        return KeepAChangelogReader(path: "CHANGELOG.md", options: options).read(text)
    }

    private func report(_ result: ImportResult) -> String {
        result.diagnostics.sorted { ($0.line ?? 0) < ($1.line ?? 0) }.map(\.text).joined(separator: "\n")
    }

    @Test("reads versions, dates, yanked flags, changes and bodies")
    func versions() throws {
        let result = read(Self.changelog)
        #expect(!result.hasErrors)
        #expect(result.versions.map(\.version.canonical) == ["1.2.0", "1.1.0", "1.0.0"])
        #expect(result.versions.map(\.date) == ["2026-03-18", "2026-01-02", "2025-12-01"])
        #expect(result.versions.map(\.isYanked) == [false, true, false])
        let v120 = result.versions[0]
        #expect(v120.changes == [
            "added": ["Folders for notes ([#12](https://github.com/acme/app/issues/12))",
                      "A long item that\nwraps over two lines", "Nested:\n- one\n- two"],
            "fixed": ["A crash: `a: b`"],
        ])
        #expect(v120.body == """
            Intro text, see [the docs][docs].

            ### Performance
            - Faster sync

            [docs]: https://example.com/docs "Docs"
            """)
        // Code after the list goes to the body; the list stays the changes.
        #expect(result.versions[1].changes == ["removed": ["yes"]])
        #expect(result.versions[1].body == "```\n## 9.9.9 - 2020-01-01\n```")
        #expect(result.versions[2].changes == ["added": ["First release"]])
    }

    @Test("an [Unreleased] item's link references are written inline in its fragment")
    func fragmentReferences() {
        let result = read("""
            ## [Unreleased]
            ### Fixed
            - A crash, see [the notes][ref1]

            ## [1.0.0] - 2026-01-01
            ### Added
            - First

            [ref1]: https://example.com/docs

            """)
        #expect(result.fragments.map(\.draft.text) == ["A crash, see [the notes](https://example.com/docs)"])
        #expect(!report(result).contains("used by no version"))
    }

    @Test("reports every skipped or repaired thing with its line")
    func reports() {
        #expect(report(read(Self.changelog)) == """
            CHANGELOG.md:4:1: warning: [Unreleased] imported as 1 change fragment
            CHANGELOG.md:27:1: warning: read version "v1.1" as 1.1.0
            CHANGELOG.md:31:1: warning: kept the text after the list of "### Removed" in the body
            CHANGELOG.md:42:1: warning: link reference [#12] written inline in the changes of 1.2.0
            CHANGELOG.md:45:1: warning: skipped: link reference [spare] is used by no version
            """)
    }

    @Test("Keep a Changelog's own parts pass without a word: title, intro, empty [Unreleased], compare links, a v")
    func templateIsSilent() {
        let text = """
            # Changelog

            All notable changes to this project will be documented in this file.

            The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/),
            and this project adheres to [Semantic Versioning][semver].

            ## [Unreleased]

            ## [v1.1.0] - 2020-02-01
            ### Fixed
            - Second

            ## [1.0.0] - 2020-01-01
            ### Added
            - First

            [unreleased]: https://github.com/acme/app/compare/v1.1.0...HEAD
            [v1.1.0]: https://github.com/acme/app/compare/v1.0.0...v1.1.0
            [1.0.0]: https://github.com/acme/app/releases/tag/v1.0.0
            [semver]: https://semver.org/spec/v2.0.0.html

            """
        let result = read(text)
        #expect(result.versions.map(\.version.canonical) == ["1.1.0", "1.0.0"])
        #expect(report(result) == "")
    }

    @Test("other text before the first version, or a second title, still warns with its line")
    func unexpectedTextWarns() {
        let text = "# Changelog\nIntro.\n\n- a stray list\n\n# Another title\n## 1.0.0 - 2020-01-01\n- a\n"
        #expect(report(read(text)) == """
            CHANGELOG.md:4:1: warning: skipped: the text before the first version (line 4) is not part of a version
            CHANGELOG.md:6:1: warning: skipped: the title "Another title" is not part of a version
            """)
    }

    @Test("imports [Unreleased] as a draft when asked")
    func unreleased() throws {
        let result = read(Self.changelog) { $0.unreleasedVersion = try? SemanticVersion(frontMatter: "1.3.0") }
        let draft = try #require(result.versions.first)
        #expect(draft.version.canonical == "1.3.0")
        #expect(draft.isDraft && draft.date == nil)
        #expect(draft.changes == ["added": ["Something new"]])
    }

    @Test("a version without a date is imported as a draft, with a warning naming its line")
    func missingDate() throws {
        let text = "## 2.0.0-beta.1\n### Added\n- c\n\n## [1.1.0]\n### Fixed\n- b\n\n## [1.0.0] - 2020-01-01\n- a\n"
        let result = read(text)
        #expect(!result.hasErrors)
        #expect(result.versions.map(\.isDraft) == [true, true, false])
        #expect(result.versions.map(\.date) == [nil, nil, "2020-01-01"])
        #expect(report(result) == """
            CHANGELOG.md:1:1: warning: version 2.0.0-beta.1 has no date: imported as a draft
            CHANGELOG.md:5:1: warning: version 1.1.0 has no date: imported as a draft
            """)
    }

    @Test("a version that is not SemVer is an error whose hint keeps the pre-release")
    func badVersion() {
        #expect(report(read("## 7.1b5 - 2020-01-01\n")) == """
            CHANGELOG.md:1:4: error: "7.1b5" is not a semantic version
              hint: write it as 7.1.0, 7.1 or v7.1.0
            """.replacingOccurrences(of: "write it as 7.1.0, 7.1 or v7.1.0", with: VersionError.makeHint(
                for: "7.1b5", reason: .malformedNumber, grammar: .frontMatter) ?? ""))
        #expect(report(read("## 1.2.0 - 2020-02-30\n")) == """
            CHANGELOG.md:1:4: error: "2020-02-30" is not a real date
              hint: write the release date as YYYY-MM-DD
            """)
    }

    @Test("a section of one of the six types that does not start with a list stays in the body")
    func nonListSection() {
        let result = read("## 1.0.0 - 2020-01-01\n### Added\nSome prose.\n\n- and a bullet\n")
        #expect(result.versions.first?.changes == [:])
        #expect(result.versions.first?.body == "### Added\nSome prose.\n\n- and a bullet")
        #expect(report(result) == "CHANGELOG.md:2:1: warning: kept \"### Added\" in the body: it does not start with a bullet list")
    }

    @Test("a list followed by a screenshot stays the changes; the screenshot joins the body")
    func listThenScreenshot() {
        let text = "## 1.0.0 - 2020-01-01\nIntro.\n### Added\n- One\n- Two\n  - nested\n\n![The new editor](shot.png)\n\n### Fixed\n- Three\n"
        let result = read(text)
        #expect(result.versions.first?.changes == ["added": ["One", "Two\n- nested"], "fixed": ["Three"]])
        #expect(result.versions.first?.body == "Intro.\n\n![The new editor](shot.png)")
        #expect(report(result) == "CHANGELOG.md:8:1: warning: kept the text after the list of \"### Added\" in the body")
    }

    @Test("a repeated version is an error naming both lines")
    func duplicate() {
        #expect(report(read("## 1.0.0 - 2020-01-01\n## v1.0.0 - 2020-01-02\n")).contains("""
            CHANGELOG.md:2:4: error: version 1.0.0 is also the heading on line 1
              hint: merge the two sections into one
            """))
    }

    @Test("a body carried in a marked item goes back to the body, after text outside the lists")
    func carriedBody() {
        let text = """
            ## 1.0.0 - 2020-01-01
            Before.
            ### Changed
            - A change
            -   <!-- notesite:body -->
                ## Not a version

                [d]: https://x.example
            ### Fixed
            -   <!-- notesite:body -->
            """
        let result = read(text)
        let version = result.versions.first
        #expect(version?.changes == ["changed": ["A change"]])
        #expect(version?.body == "Before.\n\n## Not a version\n\n[d]: https://x.example")
        #expect(report(result) == "")
    }
}
