import Foundation
import Testing

/// The README is what a new user reads first (docs/README.md has the rest):
/// a short page with the two quick-start commands, and an index of the
/// documentation that keeps up with the commands.
@Suite("README and the documentation index")
struct ReadmeTests {
    private func text(_ path: String) throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("the README is a short read whose quick start has exactly two commands")
    func readme() throws {
        let readme = try text("README.md")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 160, "README.md has \(lines.count) lines; move reference material into docs/")
        let start = try #require(readme.range(of: "## Quick start"))
        let block = try #require(readme[start.upperBound...].range(of: "```sh\n"))
        let end = try #require(readme[block.upperBound...].range(of: "```"))
        let commands = readme[block.upperBound..<end.lowerBound].split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(commands.map { $0.split(separator: " ").first.map(String.init) ?? "" } == ["scripts/setup", "scripts/test"])
        // How long they take, so that a silent terminal is not mistaken for a hang.
        #expect(readme.contains("scripts/test`\nabout") || readme.contains("`scripts/test` about"))
    }

    @Test("the documentation index and the command-line synopsis name every command notesite has")
    func commandsDocumented() throws {
        let help = try NoteSiteBinary.run(["--help"])
        let listed = help.stdout.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("SUBCOMMANDS:") }.dropFirst()
            .prefix { !$0.isEmpty }.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(listed.count >= 10, "\(help.stdout)")
        let index = try text("docs/README.md"), page = try text("docs/command-line.md")
        for command in listed {
            #expect(index.contains("`\(command)`"), "docs/README.md does not name `\(command)`")
            #expect(page.contains("\nnotesite \(command) "), "docs/command-line.md's synopsis has no line for \(command)")
        }
    }

    @Test("each command's synopsis in docs/command-line.md has the options of its --help", arguments: [
        "build", "check", "new", "init", "serve", "clean", "import", "export", "add", "release",
    ])
    func synopsis(command: String) throws {
        let page = try text("docs/command-line.md")
        let line = try #require(page.split(separator: "\n").first { $0.hasPrefix("notesite \(command) ") })
        let usage = try #require(try NoteSiteBinary.run([command, "--help"]).stdout.split(separator: "\n")
            .first { $0.hasPrefix("USAGE: ") })
        func options(_ text: Substring) -> Set<String> {
            Set(text.matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
        }
        // Accepted for earlier scripts only (docs/channels.md), so not shown.
        let hidden: Set<String> = command == "import" ? ["--missing-date"] : []
        #expect(options(line) == options(usage).subtracting(hidden), "docs: \(line)\nhelp: \(usage)")
    }
}
