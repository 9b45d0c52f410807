import NoteSiteMarkdown
import NoteSiteMustache
import NoteSiteContent
/// `sparkle/<v>.html`: one version's notes alone, a small self-contained
/// page for Sparkle's update window, in the site's colors, light and dark.
package struct SparkleNotesPage: Sendable {
    let config: SiteConfig
    /// Ending in `/`: site-relative links resolve against it. Absolute in an
    /// export; the way back to the site's root (`../`) in a hosted page.
    let baseURL: String

    /// Where a language's page of `version` lives, in an export and in a
    /// site that hosts the pages: `sparkle/1.4.0.html`, `sparkle/fr/1.4.0.html`.
    package static func path(of version: SemanticVersion, in language: ExportLanguage) -> String {
        "sparkle/" + language.folder + version.canonical + ".html"
    }

    package func html(of release: Release, language: String) -> String {
        // As on the sheet: without a title of its own, a version shows the site's widget title.
        let title = release.title?.text ?? config.widgetTitle
        var parts: [String] = []
        parts.append("<h1>\(release.title?.html ?? HTMLText.escape(title))</h1>")
        if let date = release.date { parts.append("<p class=\"date\">\(release.version.canonical) · \(date)</p>") }
        func rows(_ rows: [Feature]) -> String {
            let items = rows.map { row in
                "<li><strong>\(row.title.html)</strong>" + (row.subtitle.map { " " + $0.html } ?? "") + "</li>"
            }
            return "<ul class=\"features\">\n" + items.joined(separator: "\n") + "\n</ul>"
        }
        if !release.features.isEmpty { parts.append(rows(release.features)) }
        // The rows of list pages, as the Markdown notes and store texts give them.
        for case .list(let title, let pageRows) in release.pages where !pageRows.isEmpty {
            if let title { parts.append("<h2>\(title.html)</h2>") }
            parts.append(rows(pageRows))
        }
        for list in release.changes {
            parts.append("<h2>\(HTMLText.escape(config.words.heading(list.kind)))</h2>")
            parts.append("<ul>\n" + list.items.map { "<li>\(itemHTML($0))</li>" }.joined(separator: "\n") + "\n</ul>")
        }
        if !release.bodyHTML.isEmpty { parts.append(release.bodyHTML.trimmingCharacters(in: .newlines)) }
        let content = SiteRoot.absolute(baseURL).html(parts.joined(separator: "\n"))
        return """
            <!DOCTYPE html>
            <html lang="\(HTMLText.escape(language))" dir="\(config.isRightToLeft ? "rtl" : "ltr")">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(HTMLText.escape(title))</title>
            <style>
            \(stylesheet)
            </style>
            </head>
            <body>
            \(content)
            </body>
            </html>

            """
    }

    /// A change item's HTML; an item whose Markdown goes on past its first
    /// paragraph (a nested list) is rendered as the blocks it holds, its
    /// first paragraph unwrapped as in a tight list.
    private func itemHTML(_ item: InlineText) -> String {
        guard item.markdown.contains("\n") else { return item.html }
        let renderer = MarkdownRenderer(options: MarkdownOptions(
            smartPunctuation: config.smartPunctuation, unsafeHTML: config.unsafeHTML, hardBreaks: config.hardBreaks,
            rewriteURL: SiteURL.markRelative))
        var html = Substring(renderer.renderBlock(item.markdown).html.trimmingCharacters(in: .newlines))
        if html.hasPrefix("<p>"), let end = html.range(of: "</p>") {
            html = html[html.index(html.startIndex, offsetBy: 3)..<end.lowerBound] + html[end.upperBound...]
        }
        return String(html)
    }

    /// Small type, the site's text and background colors for each scheme;
    /// links keep the text's color and their underline, since an accent
    /// chosen for buttons may be too faint for small text (the
    /// `color-scheme` meta tag tells the window both are supported).
    private var stylesheet: String {
        """
        body{margin:0;padding:14px 18px;font:13px/1.5 -apple-system,BlinkMacSystemFont,"Helvetica Neue",Helvetica,Arial,sans-serif;\
        color:\(config.text.light);background:\(config.background.light)}
        a{color:inherit}
        .date{color:\(config.secondaryText.light);margin:0 0 1em}
        @media (prefers-color-scheme:dark){body{color:\(config.text.dark);background:\(config.background.dark)}\
        .date{color:\(config.secondaryText.dark)}}
        h1{font-size:1.3em;margin:0 0 .2em}h2{font-size:1.05em;margin:1.2em 0 .4em}h3,h4,h5,h6{font-size:1em}
        ul,ol{padding:0 0 0 1.4em}[dir=rtl] ul,[dir=rtl] ol{padding:0 1.4em 0 0}li{margin:.2em 0}
        img,video{max-width:100%;height:auto}
        pre{overflow:auto;padding:.6em;border-radius:6px;background:rgba(127,127,127,.12)}
        code{font:12px ui-monospace,Menlo,monospace}
        """
    }

    package init(config: SiteConfig, baseURL: String) {
        self.config = config
        self.baseURL = baseURL
    }
}
