import NoteSiteContent
import NoteSiteSourceData
/// The version file that `notesite release` writes from the fragments, and
/// the translation files of their translated texts (docs/command-line.md).
enum ReleaseFileWriter {
    /// `content/versions/<version>.md`: the date, the title, the fragments'
    /// features, their texts under `changes` grouped by type in the
    /// fragments' order (an item with platforms as `{text, platforms}`),
    /// and the union of their labels.
    static func text(version: SemanticVersion, date: String, title: String?, fragments: [Fragment]) -> String {
        var lines = ["---", "version: \(version.canonical)", "date: \(date)"]
        if let title { lines.append("title: " + YAMLScalarText.value(title, indent: 2)) }
        // A fragment's feature is for the platforms its change is for.
        let features = fragments.compactMap { fragment in fragment.feature.map { ($0, fragment.platforms) } }
        if !features.isEmpty {
            lines.append("features:")
            for (feature, platforms) in features {
                guard case .symbol(let icon, _) = feature.icon else { continue }
                lines.append("  - icon: " + YAMLScalarText.value(icon, indent: 6))
                lines.append("    title: " + YAMLScalarText.value(feature.title.markdown, indent: 6))
                if let subtitle = feature.subtitle {
                    lines.append("    subtitle: " + YAMLScalarText.value(subtitle.markdown, indent: 6))
                }
                if !platforms.isEmpty { lines.append("    platforms: [\(platforms.joined(separator: ", "))]") }
            }
        }
        lines += changeLines(fragments) { $0.text.markdown }
        var labels: [String] = []
        for label in fragments.flatMap(\.labels) where !labels.contains(label) { labels.append(label) }
        if !labels.isEmpty { lines.append("labels: [\(labels.joined(separator: ", "))]") }
        lines.append("---")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The languages into which any fragment is translated, sorted.
    static func languages(of fragments: [Fragment]) -> [String] {
        Set(fragments.flatMap(\.translations.keys)).sorted()
    }

    /// `content/versions/<version>.<tag>.md`: the changes of every type that
    /// has a translated item, each item translated or as in the original.
    static func translation(version: SemanticVersion, language: String, fragments: [Fragment]) -> String {
        let translated = Set(fragments.filter { $0.translations[language] != nil }.map(\.kind))
        var lines = ["---", "version: \(version.canonical)"]
        lines += changeLines(fragments.filter { translated.contains($0.kind) }, platforms: false) { $0.text(in: language).markdown }
        lines.append("---")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func changeLines(_ fragments: [Fragment], platforms: Bool = true, text: (Fragment) -> String) -> [String] {
        var lines: [String] = []
        for kind in ChangeKind.allCases {
            let items = fragments.filter { $0.kind == kind }
            guard !items.isEmpty else { continue }
            if lines.isEmpty { lines.append("changes:") }
            lines.append("  \(kind.rawValue):")
            for fragment in items {
                if platforms && !fragment.platforms.isEmpty {
                    lines.append("    - text: " + YAMLScalarText.value(text(fragment), indent: 8))
                    lines.append("      platforms: [\(fragment.platforms.joined(separator: ", "))]")
                } else {
                    lines.append("    - " + YAMLScalarText.value(text(fragment), indent: 6))
                }
            }
        }
        return lines
    }
}
