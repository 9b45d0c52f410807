import Foundation
@testable import NoteSiteBuild
@testable import NoteSiteContent

/// The example site's versions read straight from its files, without
/// notesite's loader, so tests can hold the build's output against them.
enum ExampleSource {
    struct Entry {
        var version: SemanticVersion
        var isDraft: Bool
        /// Dated after today: scheduled, so left out until its moment (docs/content.md).
        var isScheduled = false
    }

    static let folder = Repository.root.appendingPathComponent("content/versions")

    static func entries() throws -> [Entry] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        var result: [Entry] = []
        // Translations (`3.1.0.fr.md`) repeat their original's version.
        for name in names where (name.hasSuffix(".md") || name.hasSuffix(".json")) && ContentLoader.translationTag(ofFile: name) == nil {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let (version, draft, date) = name.hasSuffix(".json") ? try fromJSON(text) : fromFrontMatter(text)
            let today = String(ISO8601DateFormatter().string(from: Date()).prefix(10))
            result.append(Entry(version: try SemanticVersion(frontMatter: version), isDraft: draft,
                                isScheduled: date.map { String($0.prefix(10)) > today } ?? false))
        }
        return result
    }

    /// Published versions, newest first by SemVer precedence.
    static func published() throws -> [SemanticVersion] {
        try entries().filter { !$0.isDraft && !$0.isScheduled }.map(\.version).sorted(by: >)
    }

    static func drafts() throws -> [SemanticVersion] {
        try entries().filter(\.isDraft).map(\.version)
    }

    static func scheduled() throws -> [SemanticVersion] {
        try entries().filter(\.isScheduled).map(\.version)
    }

    private static func fromJSON(_ text: String) throws -> (String, Bool, String?) {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
        return (object["version"] as? String ?? "", object["draft"] as? Bool ?? false, object["date"] as? String)
    }

    /// `version:`, `draft:` and `date:` lines between the opening and closing `---`.
    private static func fromFrontMatter(_ text: String) -> (String, Bool, String?) {
        var version = ""
        var draft = false
        var date: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
            if line.hasPrefix("---") { break }
            if line.hasPrefix("version:") {
                version = line.dropFirst("version:".count).trimmingCharacters(in: .whitespaces)
                    .trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            }
            if line.hasPrefix("draft:") { draft = line.contains("true") }
            if line.hasPrefix("date:") { date = line.dropFirst("date:".count).trimmingCharacters(in: .whitespaces) }
        }
        return (version, draft, date)
    }
}
