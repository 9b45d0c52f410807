import Foundation
import NoteSiteDiagnostics

/// The icons a feature may name: the site's own `content/icons/*.svg`
/// (sanitised), then the built-in Bootstrap Icons as `bi:<name>`, then the
/// SF Symbols names of `SymbolAliases`. A custom icon wins over a built-in
/// name it repeats.
package struct IconCatalog: Sendable {
    /// The prefix that names a Bootstrap icon directly.
    static let bootstrapPrefix = "bi:"

    /// The site's own icons by name (the file name without `.svg`).
    private(set) var custom: [String: String] = [:]

    /// Loads the site's own icons; problems are appended to `diagnostics`.
    package init(customFolder: URL, displayFolder: String, files reader: ContentFiles, diagnostics: inout [Diagnostic]) {
        let files: [String]
        do {
            files = try reader.list(customFolder, display: displayFolder) ?? []
        } catch {
            diagnostics.append(error)
            return
        }
        // Hidden files such as the starter site's .keep are not icons.
        for file in files.sorted() where !file.hasPrefix(".") {
            let display = displayFolder + "/" + file
            guard file.hasSuffix(".svg") else {
                diagnostics.append(Diagnostic(.warning, path: display, message: "ignored: icons must be .svg files"))
                continue
            }
            let url = customFolder.appendingPathComponent(file)
            let data: Data
            do {
                guard let read = try reader.readIfPresent(url, display: display, what: "the icon", into: "content/icons") else {
                    continue
                }
                data = read
            } catch {
                diagnostics.append(error)
                // Known by name, so features using it are not also told it is unknown.
                custom[String(file.dropLast(4))] = ""
                continue
            }
            guard let svg = SVGSanitizer.sanitize(data) else {
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
    package func resolve(_ name: String) -> String? {
        if let svg = custom[name] { return svg }
        if name.hasPrefix(Self.bootstrapPrefix) {
            return BootstrapIcons.shared.svg(named: String(name.dropFirst(Self.bootstrapPrefix.count)))
        }
        return SymbolAliases.table[name].flatMap { BootstrapIcons.shared.svg(named: $0) }
    }
}
