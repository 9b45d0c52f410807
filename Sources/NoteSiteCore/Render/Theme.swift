import Foundation
import NoteSiteTheme

/// The built-in theme with a site's `templates/` overrides applied, file by file.
struct Theme: Sendable {
    let templates: TemplateLibrary
    let stylesheet: String
    let widgetScript: String
    /// `assets/notesite-filter.js`: the changelog's instant label filter.
    let filterScript: String

    /// Loads the theme; problems in the site's own templates name their file.
    static func load(site: SitePaths) throws -> Theme {
        var sources: [String: String] = [:]
        for (path, bytes) in ThemeFiles.all where path.hasPrefix("theme/") && path.hasSuffix(".mustache") {
            sources[String(path.dropFirst("theme/".count).dropLast(".mustache".count))] = String(decoding: bytes, as: UTF8.self)
        }
        var pageCSS = ThemeFiles.text("theme/notesite.css") ?? ""
        var sheetCSS = ThemeFiles.text("theme/sheet.css") ?? ""
        var widgetScript = ThemeFiles.text("theme/whats-new.js") ?? ""
        var filterScript = ThemeFiles.text("theme/notesite-filter.js") ?? ""
        var overrides: [String: String] = [:]
        var overridePaths: [String: String] = [:]
        for file in ContentFiles.regularFiles(below: site.templates) where !file.contains("/") {
            let url = site.templates.appendingPathComponent(file)
            let display = site.display("templates/" + file)
            guard ContentFiles.staysInside(url, folder: site.root) else {
                throw Diagnostic(path: display, message: "the template is a link that leads outside the site",
                                 hint: "copy the file into templates/ instead of linking to it")
            }
            let text = try SourceText.decode(FileManager.default.contents(atPath: url.path) ?? Data(), path: display)
            switch file {
            case "notesite.css": pageCSS = text
            case "sheet.css": sheetCSS = text
            case "whats-new.js": widgetScript = text
            case "notesite-filter.js": filterScript = text
            default:
                guard file.hasSuffix(".mustache") else { continue }
                let name = String(file.dropLast(".mustache".count))
                overrides[name] = text
                overridePaths[name] = display
            }
        }
        let library = try TemplateLibrary(sources: sources).merging(overrides, sourcePaths: overridePaths)
        return Theme(templates: library, stylesheet: pageCSS + "\n" + sheetCSS, widgetScript: widgetScript,
                     filterScript: filterScript)
    }
}
