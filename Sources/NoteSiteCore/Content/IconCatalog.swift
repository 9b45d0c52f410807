import Foundation

/// The icons a feature may name: the site's own `content/icons/*.svg`
/// (sanitised), then the built-in Bootstrap Icons as `bi:<name>`, then the
/// SF Symbols names of `SymbolAliases`. A custom icon wins over a built-in
/// name it repeats.
struct IconCatalog: Sendable {
    /// The prefix that names a Bootstrap icon directly.
    static let bootstrapPrefix = "bi:"

    /// The site's own icons by name (the file name without `.svg`).
    private(set) var custom: [String: String] = [:]

    /// Loads the site's own icons; problems are appended to `diagnostics`.
    init(customFolder: URL, displayFolder: String, diagnostics: inout [Diagnostic]) {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: customFolder.path)) ?? []
        // Hidden files such as the starter site's .keep are not icons.
        for file in files.sorted() where !file.hasPrefix(".") {
            let display = displayFolder + "/" + file
            guard file.hasSuffix(".svg") else {
                diagnostics.append(Diagnostic(.warning, path: display, message: "ignored: icons must be .svg files"))
                continue
            }
            let url = customFolder.appendingPathComponent(file)
            guard ContentFiles.staysInside(url, folder: customFolder) else {
                diagnostics.append(Diagnostic(path: display, message: "the icon is a link that leads outside the site",
                                              hint: "copy the SVG file into content/icons/ instead of linking to it"))
                continue
            }
            guard let data = FileManager.default.contents(atPath: url.path), let svg = SVGSanitizer.sanitize(data) else {
                diagnostics.append(Diagnostic(path: display, message: "the icon is not a well-formed SVG file",
                                              hint: "export it again as plain SVG with an <svg> root element"))
                continue
            }
            custom[String(file.dropLast(4))] = svg
        }
    }

    /// The built-in icons only, for code that has no site folder.
    init() {}

    /// The `<svg>` markup for an icon name, or nil when no icon has that name.
    func resolve(_ name: String) -> String? {
        if let svg = custom[name] { return svg }
        if name.hasPrefix(Self.bootstrapPrefix) {
            return BootstrapIcons.shared.svg(named: String(name.dropFirst(Self.bootstrapPrefix.count)))
        }
        return SymbolAliases.table[name].flatMap { BootstrapIcons.shared.svg(named: $0) }
    }
}
