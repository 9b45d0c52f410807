import NoteSiteContent
extension KeepAChangelogReader {
    /// `[Unreleased]` without `--unreleased <version>`: each item of its
    /// type lists becomes a change fragment (docs/channels.md); other text
    /// has no place in a fragment and is reported as skipped. Link
    /// references are written inline, as in a version's change items;
    /// returns the labels used.
    func readFragments(_ section: Section, definitions: [String: LinkReference], into result: inout ImportResult) -> Set<String> {
        guard let placeholder = try? SemanticVersion(frontMatter: "0.0.0") else { return [] }
        var gathered = ImportedVersion(version: placeholder, line: section.line, date: nil)
        fill(&gathered, from: section, into: &result)
        var used: Set<String> = []
        for kind in ChangeKind.allCases {
            gathered.changes[kind.rawValue] = gathered.changes[kind.rawValue]?.map { item in
                let labels = ReferenceUse.labels(in: item, definedIn: definitions)
                used.formUnion(labels)
                return labels.isEmpty ? item : ReferenceUse.inlining(item, definitions: definitions)
            }
        }
        for kind in ChangeKind.allCases {
            for item in gathered.changes[kind.rawValue] ?? [] {
                result.fragments.append((FragmentDraft(kind: kind, text: item), section.line))
            }
        }
        if !gathered.body.isEmpty {
            result.note(path, line: section.line, "skipped: the text of [Unreleased] outside its ### lists (a fragment holds one list item)")
        }
        for label in used.sorted() {
            if let definition = definitions[label] {
                result.note(path, line: definition.line, "link reference [\(label)] written inline in the fragments of [Unreleased]")
            }
        }
        if !result.fragments.isEmpty {
            result.note(path, line: section.line, "[Unreleased] imported as \(result.fragments.count) change fragment\(result.fragments.count == 1 ? "" : "s")")
        }
        return used
    }
}
