import Foundation
import NoteSiteContent

/// Reads a Keep a Changelog 1.1.0 `CHANGELOG.md` (docs/channels.md): one version per
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
        var intro: [MarkdownLine] = []
        let sections = split(lines, kinds, intro: &intro, into: &result)
        var used: Set<String> = []
        var seen: [SemanticVersion: Int] = [:]
        for section in sections {
            guard var version = makeVersion(section, definitions: definitions, used: &used, into: &result) else { continue }
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
        // Compare links under the headings and the links of the intro are Keep a
        // Changelog's own parts: export writes the former from export.compareURL.
        used.formUnion(sections.compactMap { $0.heading.label.map(LinkReference.normalize) })
        used.formUnion(ReferenceUse.labels(in: intro.map(\.text).joined(separator: "\n"), definedIn: definitions))
        for definition in definitions.values.sorted(by: { $0.line < $1.line }) where !used.contains(definition.label) {
            result.note(path, line: definition.line, "skipped: link reference [\(definition.label)] is used by no version")
        }
        return result
    }

    /// Splits the file at its level-2 headings. Before the first, Keep a
    /// Changelog's title and intro paragraphs (returned in `intro`) pass
    /// silently; anything else there is reported as skipped.
    private func split(_ lines: [MarkdownLine], _ kinds: [MarkdownBlockKind], intro: inout [MarkdownLine],
                       into result: inout ImportResult) -> [Section] {
        var sections: [Section] = []
        var skipped: [Int] = []
        var hasTitle = false
        for (line, kind) in zip(lines, kinds) {
            switch kind {
            case .definition, .underline:
                continue
            case .heading(let level, let text, let column) where level <= 2:
                if level == 1 {
                    if sections.isEmpty, !hasTitle, skipped.isEmpty {
                        hasTitle = true
                        continue
                    }
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
                    if Self.isIntroText(line, kind) { intro.append(line) } else if !line.isBlank { skipped.append(line.number) }
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
        if let first = skipped.first, let last = skipped.last {
            let span = first == last ? "line \(first)" : "lines \(first)-\(last)"
            result.note(path, line: first, "skipped: the text before the first version (\(span)) is not part of a version")
        }
        return sections
    }

    /// A line of the intro's prose: blank, or paragraph text that is not a
    /// heading, list, quote, code or HTML.
    private static func isIntroText(_ line: MarkdownLine, _ kind: MarkdownBlockKind) -> Bool {
        guard kind == .text, !line.inCode else { return false }
        if line.isBlank { return true }
        guard line.indent < 4, let first = line.text.drop(while: { $0 == " " }).first else { return false }
        if ChangeListParser.startsItem(line.text) { return false }
        let digits = line.text.drop { $0 == " " }.prefix { $0.isASCII && $0.isNumber }
        let afterDigits = line.text.drop { $0 == " " }.dropFirst(digits.count).prefix(2)
        let startsOrderedItem = !digits.isEmpty && (afterDigits == ". " || afterDigits == ") ")
        return !">|<".contains(first) && !startsOrderedItem
    }

    /// The version a heading names, with its date; nil (and a report) when it names none.
    private func makeVersion(_ section: Section, definitions: [String: LinkReference], used: inout Set<String>,
                             into result: inout ImportResult) -> ImportedVersion? {
        let heading = section.heading
        if heading.isUnreleased {
            // An empty [Unreleased] is the template's own: nothing is skipped.
            guard section.lines.contains(where: { !$0.isBlank }) else { return nil }
            guard let version = options.unreleasedVersion else {
                used.formUnion(readFragments(section, definitions: definitions, into: &result))
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
            // A `v` before the number is Keep a Changelog's own habit; a shorthand (`1.2`) is a repair worth saying.
            if version.fullText != text, "v" + version.fullText != candidate {
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
