/// The built-in theme, compiled into the binary so notesite runs from any
/// folder without resource bundles. A site's `templates/` folder overrides
/// these files by name.
public enum ThemeFiles {
    /// Every theme file by its path inside `Templates/`, e.g. `theme/layout.mustache`.
    public static let all: [String: [UInt8]] = [
        "theme/layout.mustache": PackageResources.layout_mustache,
        "icons/placeholder.svg": PackageResources.placeholder_svg,
    ]

    /// The text of a theme file, when there is one by that path.
    public static func text(_ path: String) -> String? {
        all[path].map { String(decoding: $0, as: UTF8.self) }
    }
}
