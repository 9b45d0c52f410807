import Testing
@testable import NoteSiteBuild
@testable import NoteSiteChannels

@Suite("Importing GitHub releases and Notelet notes")
struct ReleaseJSONImportTests {
    private func report(_ result: ImportResult) -> String {
        result.diagnostics.map(\.text).joined(separator: "\n")
    }

    @Test("GitHub: tag, date, name, body and draft, from the REST API's keys or gh's")
    func github() throws {
        let json = """
            [{"tag_name": "v1.3.0", "name": "Spring", "body": "Hello\\r\\nworld", "draft": false, "prerelease": false,
              "published_at": "2026-03-18T23:30:00-05:00", "assets": []},
             {"tagName": "v2.0.0-rc.1", "name": "v2.0.0-rc.1", "isDraft": true, "isPrerelease": true, "publishedAt": null, "body": ""}]
            """
        let result = GitHubReleasesReader(path: "r.json", options: ImportOptions()).read(json)
        #expect(!result.hasErrors, "\(report(result))")
        #expect(result.versions.map(\.version.canonical) == ["1.3.0", "2.0.0-rc.1"])
        // An RFC 3339 time keeps its own date, as docs/content.md has it.
        #expect(result.versions.map(\.date) == ["2026-03-18", nil])
        #expect(result.versions.map(\.isDraft) == [false, true])
        #expect(result.versions.map(\.title) == ["Spring", nil])
        #expect(result.versions[0].body == "Hello\nworld")
    }

    @Test("GitHub: a pre-release flag that disagrees with the tag is an error at the flag")
    func prereleaseMismatch() {
        let json = "[{\"tag_name\": \"v1.0.0\", \"prerelease\": true, \"published_at\": \"2026-01-01T00:00:00Z\", \"body\": \"\"}]"
        let result = GitHubReleasesReader(path: "r.json", options: ImportOptions()).read(json)
        #expect(report(result) == """
            r.json:1:39: error: release 1.0.0 is marked as a pre-release, but its version has no pre-release part
              hint: tag pre-releases like 1.0.0-beta.1, or clear the pre-release flag on GitHub
            """)
    }

    static let notelet = """
        [{"version": "1.2", "items": [
          {"list": {"title": "What's new", "rows": [{"symbolSystemName": "star.fill", "title": "Faster", "description": "Twice."}]}},
          {"media": {"kind": {"video": {}}, "url": "https://x.example/a.mp4", "title": "Clip", "description": "Short."}},
          {"list": {"title": {"key": "More"}, "rows": []}}]}]
        """

    @Test("Notelet: the first list is page 1's features, the rest become pages")
    func notelet() throws {
        let result = NoteletReader(path: "n.json", options: ImportOptions()).read(Self.notelet)
        #expect(!result.hasErrors, "\(report(result))")
        let version = try #require(result.versions.first)
        #expect(version.version.canonical == "1.2.0" && version.isDraft)
        #expect(version.title == "What's new")
        #expect(version.features == [.init(icon: "star.fill", title: "Faster", subtitle: "Twice.")])
        #expect(version.pages == [.video(url: "https://x.example/a.mp4", title: "Clip", description: "Short."),
                                  .list(title: "More", rows: [])])
    }

    @Test("Notelet: notes have no dates, so they are imported as drafts without a flag")
    func noteletDrafts() {
        let result = NoteletReader(path: "n.json", options: ImportOptions()).read(Self.notelet)
        #expect(result.versions.map(\.isDraft) == [true])
        #expect(report(result) == "n.json:1:1: warning: Notelet's notes have no dates: every version is imported as a draft")
    }

    @Test("GitHub: a draft, or a release without a real published date, is a draft with no date")
    func githubDrafts() {
        let json = """
            [{"tagName": "v2.1.0", "isDraft": true, "isPrerelease": false, "publishedAt": "0001-01-01T00:00:00Z", "body": ""},
             {"tagName": "v2.0.0", "isDraft": false, "isPrerelease": false, "publishedAt": "0001-01-01T00:00:00Z", "body": ""},
             {"tag_name": "v1.9.0", "draft": true, "prerelease": false, "published_at": "2026-01-02T00:00:00Z", "body": ""},
             {"tag_name": "v1.8.0", "draft": false, "prerelease": false, "body": ""}]
            """
        let result = GitHubReleasesReader(path: "r.json", options: ImportOptions()).read(json)
        #expect(!result.hasErrors, "\(report(result))")
        #expect(result.versions.map(\.date) == [nil, nil, nil, nil])
        #expect(result.versions.map(\.isDraft) == [true, true, true, true])
        #expect(report(result) == """
            r.json:2:1: warning: release 2.0.0 has no published date: imported as a draft
            r.json:4:1: warning: release 1.8.0 has no published date: imported as a draft
            """)
    }
}
