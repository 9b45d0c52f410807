import Foundation
import NoteSiteBuild
import NoteSiteDiagnostics
import NoteSiteContent
import NoteSiteChannels

/// `notesite add <type> <text> [<site-dir>] [--platform <p>]... [--label <l>]...`.
struct AddCommand {
    var arguments: [String]
    var values: [String: String]

    func run() -> Int32 {
        let names = ChangeKind.allCases.map(\.rawValue)
        guard let kind = ChangeKind(rawValue: arguments[0]) else {
            var message = "Unknown change type '\(arguments[0])'."
            if let near = Suggestion.closest(to: arguments[0], among: names) { message += " Did you mean '\(near)'?" }
            else { message += " Use one of: \(names.joined(separator: ", "))." }
            return NoteSiteCommand.report(UsageError(message: message, command: "add"))
        }
        let text = arguments[1]
        guard !text.allSatisfy(\.isWhitespace) else {
            return NoteSiteCommand.report(UsageError(message: "The change's text is empty.", command: "add"))
        }
        let site = SitePaths(given: arguments.count > 2 ? arguments[2] : ".")
        let draft = FragmentDraft(kind: kind, text: text, platforms: Self.list(values["platform"]), labels: Self.list(values["label"]))
        let outcome = ChangeAdder(site: site, draft: draft).run()
        for diagnostic in outcome.diagnostics { Console.error(diagnostic.text + "\n") }
        guard let written = outcome.written else { return 1 }
        Console.out(written + "\n")
        return 0
    }

    /// The values of a repeatable option; each may also list several, comma-separated.
    static func list(_ joined: String?) -> [String] {
        guard let joined else { return [] }
        return joined.split(whereSeparator: { $0 == CommandSpec.Option.separator || $0 == "," })
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
