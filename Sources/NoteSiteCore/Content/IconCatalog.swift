import Foundation
import NoteSiteTheme

/// The icons a feature may name: the built-in set, plus `content/icons/*.svg`
/// (sanitised), which may also replace a built-in icon of the same name.
struct IconCatalog: Sendable {
    private(set) var icons: [String: String]

    /// The built-in set, compiled into the binary.
    static let builtIn: [String: String] = {
        var result: [String: String] = [:]
        for (file, bytes) in ThemeFiles.all where file.hasPrefix("icons/") && file.hasSuffix(".svg") {
            let name = String(file.dropFirst("icons/".count).dropLast(".svg".count))
            result[name] = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return result
    }()

    /// Loads the site's own icons; problems are appended to `diagnostics`.
    init(customFolder: URL, displayFolder: String, files reader: ContentFiles, diagnostics: inout [Diagnostic]) {
        icons = Self.builtIn
        let files: [String]
        do {
            files = try reader.list(customFolder, display: displayFolder) ?? []
        } catch {
            diagnostics.append(error)
            return
        }
        for file in files {
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
                icons[String(file.dropLast(4))] = ""
                continue
            }
            guard let svg = SVGSanitizer.sanitize(data) else {
                diagnostics.append(Diagnostic(path: display, message: "the icon is not a well-formed SVG file",
                                              hint: "export it again as plain SVG with an <svg> root element"))
                continue
            }
            icons[String(file.dropLast(4))] = svg
        }
    }

    func resolve(_ name: String) -> String? { icons[name] }

    /// The closest known names, for "unknown icon" hints.
    func suggestions(for name: String) -> [String] {
        let names = icons.keys.sorted()
        let near = Suggestion.nearest(to: name, among: names, limit: 3)
        if !near.isEmpty { return near }
        // Fall back to names sharing the first word (e.g. "star" -> "star.fill").
        let head = name.split(separator: ".").first.map(String.init) ?? name
        return Array(names.filter { $0.hasPrefix(head) }.prefix(3))
    }
}
