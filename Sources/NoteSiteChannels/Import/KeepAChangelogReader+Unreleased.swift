import NoteSiteContent
extension KeepAChangelogReader {
    /// `[Unreleased]` without `--unreleased <version>`: each item of its
    /// type lists becomes a change fragment (docs/channels.md); other text
    /// has no place in a fragment and is reported as skipped.
    func readFragments(_ section: Section, into result: inout ImportResult) {
        guard let placeholder = try? SemanticVersion(frontMatter: "0.0.0") else { return }
        var gathered = ImportedVersion(version: placeholder, line: section.line, date: nil)
        fill(&gathered, from: section, into: &result)
        for kind in ChangeKind.allCases {
            for item in gathered.changes[kind.rawValue] ?? [] {
                result.fragments.append((FragmentDraft(kind: kind, text: item), section.line))
            }
        }
        if !gathered.body.isEmpty {
            result.note(path, line: section.line, "skipped: the text of [Unreleased] outside its ### lists (a fragment holds one list item)")
        }
        if !result.fragments.isEmpty {
            result.note(path, line: section.line, "[Unreleased] imported as \(result.fragments.count) change fragment\(result.fragments.count == 1 ? "" : "s")")
        }
    }
}
