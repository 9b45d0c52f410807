import Foundation
import NoteSiteTheme
import NoteSiteDiagnostics
import NoteSiteMustache
import NoteSiteSourceData

/// The built-in theme with a site's `templates/` overrides applied, file by file.
package struct Theme: Sendable {
    package let templates: TemplateLibrary
    package let stylesheet: String
    package let widgetScript: String
    /// `assets/notesite-filter.js`: the changelog's instant label filter.
    package let filterScript: String
    /// `assets/notesite-search.js`: the search page and the header's `/` key.
    package var searchScript = ""

    /// The files of `templates/` that replace a built-in one.
    private static func isOverride(_ name: String) -> Bool {
        name.hasSuffix(".mustache") || ["notesite.css", "sheet.css", "whats-new.js", "notesite-filter.js", "notesite-search.js"].contains(name)
    }

    /// Loads the theme; problems in the site's own templates name their file,
    /// and every one of them is thrown together (`DiagnosticList`).
    package static func load(site: SitePaths) throws -> Theme {
        var sources: [String: String] = [:]
        for (path, bytes) in ThemeFiles.all where path.hasPrefix("theme/") && path.hasSuffix(".mustache") {
            sources[String(path.dropFirst("theme/".count).dropLast(".mustache".count))] = String(decoding: bytes, as: UTF8.self)
        }
        var pageCSS = ThemeFiles.text("theme/notesite.css") ?? ""
        var sheetCSS = ThemeFiles.text("theme/sheet.css") ?? ""
        var widgetScript = ThemeFiles.text("theme/whats-new.js") ?? ""
        var filterScript = ThemeFiles.text("theme/notesite-filter.js") ?? ""
        var searchScript = ThemeFiles.text("theme/notesite-search.js") ?? ""
        var overridePaths: [String: String] = [:]
        var problems: [Diagnostic] = []
        let reader = ContentFiles(site: site.root)
        let names: [String]
        do {
            names = try reader.list(site.templates, display: site.display("templates")) ?? []
        } catch {
            throw DiagnosticList([error])
        }
        for file in names where isOverride(file) {
            let display = site.display("templates/" + file)
            let text: String
            do {
                guard let data = try reader.readIfPresent(site.templates.appendingPathComponent(file), display: display,
                                                          what: "the template", into: "templates") else { continue }
                text = try SourceText.decode(data, path: display)
            } catch {
                problems += Diagnostic.all(reporting: error, in: display)
                continue
            }
            switch file {
            case "notesite.css": pageCSS = text
            case "sheet.css": sheetCSS = text
            case "whats-new.js": widgetScript = text
            case "notesite-filter.js": filterScript = text
            case "notesite-search.js": searchScript = text
            default:
                let name = String(file.dropLast(".mustache".count))
                sources[name] = text
                overridePaths[name] = display
            }
        }
        // Every template is checked with the overrides in place, so a broken
        // override and a reference it breaks are all reported at once.
        problems += TemplateLibrary.problems(in: sources, sourcePaths: overridePaths).map(\.diagnostic)
        guard problems.isEmpty else { throw DiagnosticList(problems) }
        let library = try TemplateLibrary(sources: sources, sourcePaths: overridePaths)
        var theme = Theme(templates: library, stylesheet: pageCSS + "\n" + sheetCSS, widgetScript: widgetScript,
                          filterScript: filterScript)
        theme.searchScript = searchScript
        return theme
    }
}
