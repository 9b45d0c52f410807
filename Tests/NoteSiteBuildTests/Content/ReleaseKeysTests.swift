import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

/// `changes`, `labels`, `yanked` and `build` (docs/content.md, §8), built in-process from small sites.
@Suite("Release keys: changes, labels, yanked, build")
struct ReleaseKeysTests {
    /// Builds a site of the given version files and returns its output folder and report.
    private func build(_ files: [String: String], in folder: TemporaryFolder) throws -> (URL, BuildReport) {
        try folder.write("title: Keys\nbaseURL: https://example.com/notes/\n", to: "site/notesite.yml")
        for (name, text) in files { try folder.write(text, to: "site/content/versions/" + name) }
        let output = folder("out")
        return (output, TrustFixtures.build(folder("site"), into: output))
    }

    private func versions(in output: URL) throws -> [[String: Any]] {
        let data = try Data(contentsOf: output.appendingPathComponent("notes.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(json["versions"] as? [[String: Any]])
    }

    @Test("notes.json carries the change types present in Keep a Changelog order, labels, yanked and build")
    func notesJSON() throws {
        let folder = try TemporaryFolder()
        let (output, report) = try build([
            "1.0.0.md": """
                ---
                version: 1.0.0
                date: 2026-01-10
                labels: [sync, editor-2]
                build: 1400
                changes:
                  fixed: ["A crash on *launch*"]
                  added: [Folders, Tags]
                  security: []
                ---
                """,
            "0.9.0.md": "---\nversion: 0.9.0\ndate: 2026-01-01\n---\n",
        ], in: folder)
        #expect(report.succeeded, "\(report.diagnostics.map(\.text))")
        let text = try String(contentsOf: output.appendingPathComponent("notes.json"), encoding: .utf8)
        #expect(text.contains(#""changes":{"added":[{"markdown":"Folders","#))
        #expect(text.contains(#"],"fixed":[{"markdown":"A crash on *launch*","html":"A crash on <em>launch<\/em>","text":"A crash on launch"}]},"labels":["sync","editor-2"],"yanked":false,"build":"1400","body""#))
        let entries = try versions(in: output)
        let older = try #require(entries.last)
        #expect(older["changes"] as? [String: Any] != nil && (older["changes"] as? [String: Any])?.isEmpty == true)
        #expect(older["labels"] as? [String] == [])
        #expect(older["yanked"] as? Bool == false)
        #expect(older["build"] == nil, "build appears only when set")
    }

    @Test("a yanked version stays in notes.json but is never current nor in the widget")
    func yanked() throws {
        let folder = try TemporaryFolder()
        let (output, report) = try build([
            "1.1.0.md": "---\nversion: 1.1.0\ndate: 2026-02-01\nyanked: true\n---\nWithdrawn.\n",
            "1.0.0.md": "---\nversion: 1.0.0\ndate: 2026-01-10\n---\n",
        ], in: folder)
        #expect(report.succeeded, "\(report.diagnostics.map(\.text))")
        let data = try Data(contentsOf: output.appendingPathComponent("notes.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["currentVersion"] as? String == "1.0.0")
        let entries = try versions(in: output)
        #expect(entries.map { $0["version"] as? String } == ["1.1.0", "1.0.0"])
        #expect(entries.first?["yanked"] as? Bool == true)
        let widget = try String(contentsOf: output.appendingPathComponent("whats-new.js"), encoding: .utf8)
        #expect(!widget.contains("1.1.0"))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("whats-new/1.1.0/notes.js").path))
    }

    @Test("labels are lower-case words, digits and '-'", arguments: [
        ("sync", true), ("editor-2", true), ("a", true), ("2026", true),
        ("Sync", false), ("-a", false), ("a-", false), ("a--b", false), ("a_b", false), ("", false), ("é", false),
    ])
    func labelRule(label: String, valid: Bool) {
        #expect(ReleaseValidator.Check.isLabel(label) == valid)
    }

    @Test("a bad label's hint names the label it could be")
    func labelSuggestion() {
        #expect(ReleaseValidator.Check.suggestedLabel("Sync Engine") == "sync-engine")
        #expect(ReleaseValidator.Check.suggestedLabel("--iOS 17!") == "ios-17")
        #expect(ReleaseValidator.Check.suggestedLabel("★") == "label")
    }
}

@Suite("A yanked version as the configured current version")
struct YankedCurrentVersionTests {
    @Test("is an error naming the configuration and the version file")
    func yankedCurrent() throws {
        let site = try SmallSite(config: "title: Small\nbaseURL: https://example.com/notes/\napp:\n  currentVersion: 1.1.0\n", versions: [
            "1.1.0.md": SmallSite.version("1.1.0", date: "2026-02-01", "yanked: true\n"),
            "1.0.0.md": SmallSite.version("1.0.0", date: "2026-01-01"),
        ])
        #expect(!site.report.succeeded)
        #expect(site.diagnostics == """
            notesite.yml: error: 'app.currentVersion' is 1.1.0, which content/versions/1.1.0.md marks as yanked
              hint: set app.currentVersion to the version people should have, or remove the key to use the highest release

            """)
    }
}
