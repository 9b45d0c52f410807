import Foundation
@testable import NoteSiteBuild
@testable import NoteSiteContent

/// The example site's versions read straight from its files, without
/// notesite's loader, so tests can hold the build's output against them.
enum ExampleSource {
    struct Entry {
        var version: SemanticVersion
        var isDraft: Bool
    }

    static let folder = Repository.root.appendingPathComponent("content/versions")

    static func entries() throws -> [Entry] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        var result: [Entry] = []
        // Translations (`3.1.0.fr.md`) repeat their original's version.
        for name in names where (name.hasSuffix(".md") || name.hasSuffix(".json")) && ContentLoader.translationTag(ofFile: name) == nil {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let (version, draft) = name.hasSuffix(".json") ? try fromJSON(text) : fromFrontMatter(text)
            result.append(Entry(version: try SemanticVersion(frontMatter: version), isDraft: draft))
        }
        return result
    }

    /// Published versions, newest first by SemVer precedence.
    static func published() throws -> [SemanticVersion] {
        try entries().filter { !$0.isDraft }.map(\.version).sorted(by: >)
    }

    static func drafts() throws -> [SemanticVersion] {
        try entries().filter(\.isDraft).map(\.version)
    }

    private static func fromJSON(_ text: String) throws -> (String, Bool) {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
        return (object["version"] as? String ?? "", object["draft"] as? Bool ?? false)
    }

    /// `version:` and `draft:` lines between the opening and closing `---`.
    private static func fromFrontMatter(_ text: String) -> (String, Bool) {
        var version = ""
        var draft = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
            if line.hasPrefix("---") { break }
            if line.hasPrefix("version:") {
                version = line.dropFirst("version:".count).trimmingCharacters(in: .whitespaces)
                    .trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            }
            if line.hasPrefix("draft:") { draft = line.contains("true") }
        }
        return (version, draft)
    }
}
