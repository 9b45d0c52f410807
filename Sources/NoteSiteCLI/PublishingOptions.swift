import Foundation
import NoteSiteDiagnostics
import NoteSiteContent

/// `--audience` and `--future`, which build, check, serve and export share
/// (docs/content.md, "Audiences" and "Scheduled versions").
enum PublishingOptions {
    static let specs: [CommandSpec.Option] = [
        .init(name: "audience", short: nil, valueName: "a,b",
              help: "Also publish the versions for these audiences (comma-separated words)."),
        .init(name: "future", short: nil, valueName: nil, help: "Publish scheduled versions before their date."),
    ]

    /// The words of `--audience`, or a diagnostic naming the bad one.
    static func audiences(_ raw: String?) -> Result<[String], Diagnostic> {
        guard let raw else { return .success([]) }
        var words: [String] = []
        for part in raw.split(separator: ",", omittingEmptySubsequences: false) {
            let word = part.trimmingCharacters(in: .whitespaces)
            guard ReleaseValidator.Check.isLabel(word) else {
                return .failure(Diagnostic(path: "--audience",
                    message: "'\(word)' is not an audience word: use lower-case letters, digits and '-'",
                    hint: "write the words as in the version files, separated by commas: --audience beta,staff"))
            }
            if !words.contains(word) { words.append(word) }
        }
        return .success(words)
    }
}
