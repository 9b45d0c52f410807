import Foundation

/// Reads a Keep a Changelog 1.1.0 `CHANGELOG.md` (SPEC §12): one version per
/// level-2 heading, the six `###` types into `changes`, everything else of a
/// version into its body, link references carried to the texts that use them.
struct KeepAChangelogReader {
    /// The source file as diagnostics name it.
    let path: String
    let options: ImportOptions

    /// One `##` section: its heading line and the lines under it.
    struct Section {
        var heading: ChangelogHeading
        var line: Int
        var column: Int
        var lines: [MarkdownLine]
    }

    func read(_ text: String) -> ImportResult {
        var result = ImportResult()
        let lines = MarkdownLine.split(text)
        let kinds = MarkdownBlockKind.classify(lines)
        var definitions: [String: LinkReference] = [:]
        for case .definition(let definition) in kinds {
            if let first = definitions[definition.label] {
                result.note(path, line: definition.line,
                            "skipped: link reference [\(definition.label)] is defined already on line \(first.line)")
            } else {
                definitions[definition.label] = definition
            }
        }
        let sections = split(lines, kinds, into: &result)
        var used: Set<String> = []
        var seen: [SemanticVersion: Int] = [:]
        for section in sections {
            guard var version = makeVersion(section, into: &result) else { continue }
            if let first = seen[version.version] {
                result.fail(path, line: section.line, column: section.column,
                            "version \(version.version.canonical) is also the heading on line \(first)",
                            hint: "merge the two sections into one")
                continue
            }
            seen[version.version] = section.line
            fill(&version, from: section, into: &result)
            used.formUnion(carryReferences(into: &version, definitions: definitions, result: &result))
            result.versions.append(version)
        }
        let headingLabels = Set(sections.compactMap { $0.heading.label.map(LinkReference.normalize) })
        for definition in definitions.values.sorted(by: { $0.line < $1.line }) where !used.contains(definition.label) {
            if headingLabels.contains(definition.label) {
                result.note(path, line: definition.line,
                            "skipped: [\(definition.label)] links a version heading; export writes these links from export.compareURL")
            } else {
                result.note(path, line: definition.line, "skipped: link reference [\(definition.label)] is used by no version")
            }
        }
        return result
    }

    /// Splits the file at its level-2 headings; what lies before the first is reported as skipped.
    private func split(_ lines: [MarkdownLine], _ kinds: [MarkdownBlockKind], into result: inout ImportResult) -> [Section] {
        var sections: [Section] = []
        var intro: [Int] = []
        for (line, kind) in zip(lines, kinds) {
            switch kind {
            case .definition, .underline:
                continue
            case .heading(let level, let text, let column) where level <= 2:
                if level == 1 {
                    result.note(path, line: line.number, "skipped: the title \"\(text)\" is not part of a version")
                } else if !sections.isEmpty, ImportedVersion.changeTypes.contains(Self.typeName(text)) {
                    // `## Added` inside a version can only mean the change type one level down.
                    result.note(path, line: line.number, "read \"## \(text)\" as \"### \(text)\", a change type of the version above")
                    sections[sections.count - 1].lines.append(MarkdownLine(number: line.number, text: "### " + text))
                } else {
                    sections.append(Section(heading: ChangelogHeading(text), line: line.number, column: column, lines: []))
                }
            default:
                if sections.isEmpty {
                    if !line.isBlank { intro.append(line.number) }
                } else {
                    var copy = line
                    if case .heading(let level, let text, _) = kind, !line.text.drop(while: { $0 == " " }).hasPrefix("#") {
                        // A setext heading below level 2 cannot exist; keep the ATX form for a uniform body.
                        copy.text = String(repeating: "#", count: level) + " " + text
                    }
                    sections[sections.count - 1].lines.append(copy)
                }
            }
        }
        if let first = intro.first, let last = intro.last {
            let span = first == last ? "line \(first)" : "lines \(first)-\(last)"
            result.note(path, line: first, "skipped: the text before the first version (\(span)) is not part of a version")
        }
        return sections
    }

    /// The version a heading names, with its date; nil (and a report) when it names none.
    private func makeVersion(_ section: Section, into result: inout ImportResult) -> ImportedVersion? {
        let heading = section.heading
        if heading.isUnreleased {
            let hasContent = section.lines.contains { !$0.isBlank }
            if options.unreleasedVersion == nil && hasContent {
                readFragments(section, into: &result)
                return nil
            }
            guard let version = options.unreleasedVersion, hasContent else {
                let why = hasContent ? "pass --unreleased <version> to import it as a draft" : "it is empty"
                result.note(path, line: section.line, "skipped: [Unreleased] (\(why))")
                return nil
            }
            var imported = ImportedVersion(version: version, line: section.line, date: nil)
            imported.isDraft = true
            result.note(path, line: section.line, "[Unreleased] imported as a draft of \(version.canonical)")
            return imported
        }
        guard let version = parseVersion(heading.versionText, section: section, into: &result) else { return nil }
        var imported = ImportedVersion(version: version, line: section.line, date: nil)
        imported.isYanked = heading.isYanked
        let undated = ["unreleased", "tbd", "tba", "upcoming"]
        var rest = heading.rest
        if let dateText = heading.dateText {
            guard let date = ReleaseDate.parse(dateText) else {
                result.fail(path, line: section.line, column: section.column,
                            "\"\(dateText)\" is not a real date", hint: "write the release date as YYYY-MM-DD")
                return nil
            }
            imported.date = date
        } else {
            if let text = rest, undated.contains(text.lowercased()) { rest = nil }
            if let text = rest, text.contains(where: \.isNumber) {
                result.fail(path, line: section.line, column: section.column,
                            "cannot read a date in \"\(text)\"", hint: "write the release date as YYYY-MM-DD, e.g. ## [1.2.0] - 2026-03-18")
                return nil
            }
            guard options.missingDateAsDraft else {
                result.fail(path, line: section.line, column: section.column,
                            "version \(version.canonical) has no date",
                            hint: "add the release date to the heading (## [\(version.canonical)] - YYYY-MM-DD), or pass --missing-date draft")
                return nil
            }
            imported.isDraft = true
            result.note(path, line: section.line, "version \(version.canonical) has no date: imported as a draft")
        }
        imported.title = rest
        return imported
    }

    /// Strict SemVer, WhatsNewKit's shorthand and a `v`; a repair is reported.
    private func parseVersion(_ text: String, section: Section, into result: inout ImportResult) -> SemanticVersion? {
        // An upper-case V before a digit is as certain a prefix as a lower-case one.
        var candidate = text
        if candidate.first == "V", candidate.dropFirst().first?.isNumber == true { candidate = "v" + candidate.dropFirst() }
        do {
            let version = try SemanticVersion(frontMatter: candidate)
            if version.fullText != text {
                result.note(path, line: section.line, "read version \"\(text)\" as \(version.fullText)")
            }
            return version
        } catch {
            result.fail(path, line: section.line, column: section.column,
                        "\"\(text)\" is not a semantic version", hint: error.hint)
            return nil
        }
    }

    /// A heading's text as a change type name: `Added:` and `ADDED` are `added`.
    static func typeName(_ text: String) -> String {
        text.trimmingCharacters(in: CharacterSet(charactersIn: ":# \t")).lowercased()
    }
}
