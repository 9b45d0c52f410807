import Foundation
import NoteSiteDiagnostics
import NoteSiteSourceData
import NoteSiteContent

/// Reads Notelet's notes as JSON (docs/channels.md): the first item, when a list,
/// becomes the sheet's title and features; further lists become list pages,
/// media become image and video pages. Notelet's notes carry no dates.
struct NoteletReader {
    let path: String
    let options: ImportOptions
    /// Whether an icon name is known to the site (built in or in content/icons/).
    var iconExists: (String) -> Bool = { _ in true }
    var iconSuggestions: (String) -> [String] = { _ in [] }

    func read(_ text: String) -> ImportResult {
        var result = ImportResult()
        let notes: [NoteletVersionSource]
        do { notes = try YAMLDecoder().decode([NoteletVersionSource].self, fromJSON: text, path: path) } catch {
            var diagnostic = Diagnostic(reporting: error, in: path)
            diagnostic.hint = diagnostic.hint ?? "pass the JSON that JSONEncoder writes for a [NoteletVersionNotes] array"
            result.diagnostics.append(diagnostic)
            return result
        }
        var seen: [SemanticVersion: Int] = [:]
        for note in notes {
            let version: SemanticVersion
            do { version = try SemanticVersion(frontMatter: note.version.value) } catch {
                result.fail(path, line: note.version.line, column: note.version.column, error.message, hint: error.hint)
                continue
            }
            let line = note.version.line ?? 1
            if let first = seen[version] {
                result.fail(path, line: line, column: note.version.column,
                            "version \(version.canonical) is also given on line \(first)", hint: "keep one entry per version")
                continue
            }
            seen[version] = line
            var imported = ImportedVersion(version: version, line: line, date: nil)
            imported.isDraft = true
            for (index, item) in note.items.enumerated() {
                add(item, first: index == 0, to: &imported, result: &result)
            }
            result.versions.append(imported)
        }
        if !notes.isEmpty {
            result.note(path, line: notes.first?.version.line, "Notelet's notes have no dates: every version is imported as a draft")
        }
        return result
    }

    private func add(_ item: NoteletItemSource, first: Bool, to version: inout ImportedVersion, result: inout ImportResult) {
        switch (item.list, item.media) {
        case (let list?, nil):
            var rows: [ImportedVersion.Row] = []
            for row in list.rows {
                guard iconExists(row.symbolSystemName.value) else {
                    let near = iconSuggestions(row.symbolSystemName.value)
                    result.fail(path, line: row.symbolSystemName.line, column: row.symbolSystemName.column,
                                "unknown icon '\(row.symbolSystemName.value)'",
                                hint: near.isEmpty ? "add content/icons/\(row.symbolSystemName.value).svg"
                                    : "did you mean \(near.map { "'\($0)'" }.joined(separator: ", "))? Or add content/icons/\(row.symbolSystemName.value).svg")
                    continue
                }
                rows.append(.init(icon: row.symbolSystemName.value, title: row.title.value, subtitle: row.description.value))
            }
            if first {
                version.title = list.title.value
                version.features = rows
            } else {
                version.pages.append(.list(title: list.title.value, rows: rows))
            }
        case (nil, let media?):
            let url = media.url.value
            guard url.lowercased().hasPrefix("https://") || url.lowercased().hasPrefix("http://") else {
                result.fail(path, line: media.url.line, column: media.url.column, "the media URL \"\(url)\" is not an http(s) URL",
                            hint: "use an absolute https:// URL, or put the file in content/assets/ and edit the imported file")
                return
            }
            switch media.kind.value.keys.sorted() {
            case ["image"]: version.pages.append(.image(url: url, title: media.title.value, description: media.description.value))
            case ["video"]: version.pages.append(.video(url: url, title: media.title.value, description: media.description.value))
            default:
                result.fail(path, line: media.kind.line, column: media.kind.column,
                            "the media kind must be {\"image\": {}} or {\"video\": {}}")
            }
        default:
            result.fail(path, line: item.line, "an item must hold exactly one of \"list\" and \"media\"",
                        hint: "write {\"list\": {…}} or {\"media\": {…}}")
        }
    }
}
