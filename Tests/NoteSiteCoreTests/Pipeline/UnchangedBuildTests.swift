import Foundation
import Testing
@testable import NoteSiteCore

/// A build that finds nothing changed stops after its stat calls, and says
/// again what the build that made the output said.
@Suite struct UnchangedBuildTests {
    @Test("a build with warnings is skipped when nothing changed, and prints the same warnings")
    func warningsAreSaidAgain() throws {
        let folder = try TemporaryFolder()
        var site = EditableSite()
        // A link to a version the site does not have: a warning on every build.
        site.versions["1.2.0.md"]?.body = "See [the old notes](versions/0.1.0/)."
        try site.write(to: folder("site"))
        let first = RebuildPropertyTests.build(folder("site"), into: folder("out"))
        #expect(first.succeeded && !first.upToDate)
        #expect(first.diagnostics.contains { $0.severity == .warning && $0.message.contains("versions/0.1.0/") })
        let second = RebuildPropertyTests.build(folder("site"), into: folder("out"))
        #expect(second.upToDate, "a build with warnings did all its work again")
        #expect(second.diagnostics == first.diagnostics)
        #expect(second.files == first.files && second.versions == first.versions)
    }

    @Test("the state file keeps any diagnostic's words exactly")
    func diagnosticsReadBack() {
        let diagnostics = [
            Diagnostic(.warning, path: "content/versions/1.0.0.md", line: 3, column: 7, message: "a\ttab, a\nbreak and a \\ backslash",
                       hint: "=starts with the marker"),
            Diagnostic(.note, path: nil, message: "no path, no line"),
            Diagnostic(.warning, path: "", line: 2, message: "", hint: nil),
        ]
        var state = OutputState()
        state.inputs = ["notesite.yml": FileStamp(size: 1, inode: 2, modified: 3, changed: 4)]
        state.settings = "s"
        state.summary = OutputState.Summary(versions: 1, files: 2, diagnostics: diagnostics)
        let folder = try? TemporaryFolder()
        let path = folder!("state").path
        state.write(to: path)
        #expect(OutputState(contentsOf: path).summary == state.summary)
    }
}
