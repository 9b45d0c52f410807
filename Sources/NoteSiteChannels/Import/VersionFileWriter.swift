import NoteSiteSourceData
/// Writes an imported version as a `content/versions/` Markdown file: YAML
/// front matter with the keys of docs/content.md, then the body.
enum VersionFileWriter {
    static func text(of version: ImportedVersion) -> String {
        var lines = ["---", "version: \(version.version.fullText)"]
        if let date = version.date { lines.append("date: \(date)") }
        if version.isDraft { lines.append("draft: true") }
        if version.isYanked { lines.append("yanked: true") }
        if let title = version.title { lines.append("title: " + YAMLScalarText.value(title, indent: 2)) }
        if !version.features.isEmpty {
            lines.append("features:")
            for row in version.features { lines += rowLines(row, indent: 2, subtitleKey: "subtitle") }
        }
        if !version.pages.isEmpty {
            lines.append("pages:")
            for page in version.pages { lines += pageLines(page) }
        }
        let types = ImportedVersion.changeTypes.filter { !(version.changes[$0] ?? []).isEmpty }
        if !types.isEmpty {
            lines.append("changes:")
            for type in types {
                lines.append("  \(type):")
                for item in version.changes[type] ?? [] {
                    lines.append("    - " + YAMLScalarText.value(item, indent: 6))
                }
            }
        }
        lines.append("---")
        var text = lines.joined(separator: "\n") + "\n"
        if !version.body.isEmpty {
            text += "\n" + version.body + (version.body.hasSuffix("\n") ? "" : "\n")
        }
        return text
    }

    private static func rowLines(_ row: ImportedVersion.Row, indent: Int, subtitleKey: String) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines = [
            pad + "- icon: " + YAMLScalarText.value(row.icon, indent: indent + 4),
            pad + "  title: " + YAMLScalarText.value(row.title, indent: indent + 4),
        ]
        if let subtitle = row.subtitle {
            lines.append(pad + "  \(subtitleKey): " + YAMLScalarText.value(subtitle, indent: indent + 4))
        }
        return lines
    }

    private static func pageLines(_ page: ImportedVersion.Page) -> [String] {
        switch page {
        case .list(let title, let rows):
            var lines = ["  - list:"]
            if let title { lines.append("      title: " + YAMLScalarText.value(title, indent: 8)) }
            lines.append("      rows:")
            for row in rows { lines += rowLines(row, indent: 8, subtitleKey: "description") }
            return lines
        case .image(let url, let title, let description), .video(let url, let title, let description):
            let kind = if case .image = page { "image" } else { "video" }
            var lines = ["  - \(kind): " + YAMLScalarText.value(url, indent: 6)]
            if let title { lines.append("    title: " + YAMLScalarText.value(title, indent: 6)) }
            if let description { lines.append("    description: " + YAMLScalarText.value(description, indent: 6)) }
            return lines
        }
    }
}
