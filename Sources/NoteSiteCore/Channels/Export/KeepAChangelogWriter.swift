/// Writes `CHANGELOG.md` in Keep a Changelog's layout (SPEC §12): newest
/// first, each version's `changes` as `###` lists (its body when it has no
/// changes), `[YANKED]` marks, and compare links from `export.compareURL`.
struct KeepAChangelogWriter: Sendable {
    /// Newest first, drafts left out.
    let releases: [Release]
    let compareURL: String?
    let language: String
    /// Only this version, still linked against its real predecessor.
    var only: SemanticVersion? = nil

    /// The opening that `kacl-cli verify` and Keep a Changelog's own template use.
    static let header = """
        # Changelog

        All notable changes to this project will be documented in this file.

        The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/),
        and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).
        """

    func text() -> String {
        var blocks = [Self.header]
        var links: [String] = []
        for (index, release) in releases.enumerated() where only == nil || release.version == only {
            let previous = releases.dropFirst(index + 1).first
            let link = compareLink(for: release.version, previous: previous?.version)
            let version = release.version.canonical
            var heading = link == nil ? "## \(version)" : "## [\(version)]"
            if let date = release.date { heading += " - \(date)" }
            if release.isYanked { heading += " [YANKED]" }
            blocks.append(heading)
            if let link { links.append("[\(version)]: \(link)") }
            if release.changes.isEmpty {
                let body = Self.demotingHeadings(release.bodyMarkdown).trimmingCharacters(in: .whitespacesAndNewlines)
                if !body.isEmpty { blocks.append(body) }
            }
            for list in release.changes {
                blocks.append("### " + NotesMarkdown.heading(of: list.kind, language: language))
                blocks.append(list.items.map { NotesMarkdown.listItem($0.markdown) }.joined(separator: "\n"))
            }
        }
        if !links.isEmpty { blocks.append(links.joined(separator: "\n")) }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// The template filled in; nil without a template, or for the oldest
    /// version when the template compares with `{previous}`.
    private func compareLink(for version: SemanticVersion, previous: SemanticVersion?) -> String? {
        guard let template = compareURL else { return nil }
        if template.contains("{previous}") {
            guard let previous else { return nil }
            return template.replacingOccurrences(of: "{previous}", with: previous.canonical)
                .replacingOccurrences(of: "{version}", with: version.canonical)
        }
        return template.replacingOccurrences(of: "{version}", with: version.canonical)
    }

    /// A body's level-1 and level-2 headings become level 4, so that they
    /// neither start a version nor read as one of the six change types.
    static func demotingHeadings(_ markdown: String) -> String {
        let lines = MarkdownLine.split(markdown)
        let kinds = MarkdownBlockKind.classify(lines)
        var output: [String] = []
        for (line, kind) in zip(lines, kinds) {
            switch kind {
            case .heading(let level, let text, _) where level <= 2:
                output.append("#### " + text)
            case .underline:
                continue
            default:
                output.append(line.text)
            }
        }
        return output.joined(separator: "\n")
    }
}
