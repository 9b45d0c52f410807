import NoteSiteDiagnostics
import NoteSiteMarkdown
import NoteSiteSourceData
/// Turns a decoded version file into a `Release`: checks versions, dates,
/// icons, assets, URLs and colors, and renders its Markdown. Every problem
/// found is reported, not only the first.
package struct ReleaseValidator: Sendable {
    let config: SiteConfig
    let markdown: MarkdownRenderer
    let icons: IconCatalog
    let assets: AssetResolver

    func validate(_ source: VersionSource, body: String, bodyLine: Int, path: String) -> (Release?, [Diagnostic]) {
        var check = Check(validator: self, path: path)
        let release = check.release(from: source, body: body, bodyLine: bodyLine)
        check.reportOmittedInline()
        return (check.problems.contains { $0.severity == .error } ? nil : release, check.problems)
    }

    /// Every value of the configuration that `validate` reads, as text: two
    /// validators with equal settings (and equal icons and assets) make
    /// equal releases, whatever else the configuration says. A value that
    /// validation starts to read must be added here; the rebuild property
    /// tests change the site's title and layout between builds.
    var parseSettings: String {
        let o = markdown.options
        return String(reflecting: config.layout) + " \(o.smartPunctuation) \(o.unsafeHTML) \(o.hardBreaks)"
            + " platforms: " + config.platforms.joined(separator: ",")
    }
}

extension ReleaseValidator {
    /// One file's validation, collecting its problems.
    package struct Check {
        let validator: ReleaseValidator
        let path: String
        var problems: [Diagnostic] = []
        /// Inline fields that lost raw HTML: the first, and how many.
        var omittedInline: (field: Located<String>, count: Int)?

        /// The warning for raw HTML omitted from inline fields, once per file
        /// like the body's: imported notes can hold hundreds of tags.
        mutating func reportOmittedInline() {
            guard let (field, count) = omittedInline else { return }
            problems.append(Diagnostic(.warning, path: path, line: field.line, column: field.column,
                message: count == 1 ? "raw HTML omitted from a text" : "raw HTML omitted from \(count) texts, the first here",
                hint: "write it in Markdown, or set markdown.unsafeHTML: true in notesite.yml if you trust every version file"))
            omittedInline = nil
        }

        mutating func fail<T>(_ at: Located<T>?, _ message: String, hint: String? = nil) {
            problems.append(Diagnostic(path: path, line: at?.line, column: at?.column, message: message, hint: hint))
        }

        mutating func release(from s: VersionSource, body: String, bodyLine: Int) -> Release? {
            var version: SemanticVersion?
            do { version = try SemanticVersion(frontMatter: s.version.value) } catch {
                fail(s.version, error.message, hint: error.hint)
            }
            let isDraft = s.draft ?? false
            var date: String?
            if let raw = s.date {
                date = ReleaseDate.parse(raw.value)
                if date == nil {
                    fail(raw, "'date' must be a real date as YYYY-MM-DD or an RFC 3339 date-time, found \"\(raw.value)\"",
                         hint: ReleaseDate.suggestion(for: raw.value).map { "write it as \($0)" } ?? "write it like 2026-03-18")
                }
            } else if !isDraft {
                fail(s.version, "missing 'date' for version \(s.version.value)",
                     hint: "add a line 'date: YYYY-MM-DD', or 'draft: true' while it is unreleased")
            }
            let title = s.title.map { inline($0) }
            let features = (s.features ?? []).enumerated().compactMap { feature($0.element, key: "features[\($0.offset)]") }
            let pageParts = (s.pages ?? []).enumerated().compactMap { index, source in
                let words = platforms(source.platforms, key: "pages[\(index)].platforms")
                return page(source, key: "pages[\(index)]").map { (page: $0, platforms: words) }
            }
            let pages = pageParts.map(\.page)
            let primary = s.primaryAction.map { primaryAction($0) }
            let secondary = s.secondaryAction.flatMap { secondaryAction($0) }
            var layout = validator.config.layout
            do { layout = try layout.applying(s.layout, path: path) } catch { problems.append(error.diagnostic) }
            let changes = changes(s.changes)
            let labels = labels(s.labels)
            let build = build(s.build)
            let platformWords = s.platforms.map { self.platforms($0, key: "platforms") }
            let audienceWords = self.labels(s.audience, key: "audience", noun: "audience word")
            let rendered = validator.markdown.renderBlock(body)
            for warning in rendered.warnings {
                // A JSON file's body is one string value: point at it, since
                // lines of the Markdown inside are not lines of the file.
                let line = s.body == nil ? bodyLine + warning.line - 1 : s.body?.line
                let column = s.body == nil ? warning.column : s.body?.column
                problems.append(Diagnostic(.warning, path: path, line: line, column: column,
                                           message: warning.message, hint: "link only to http(s), mailto: or site paths"))
            }
            if let first = rendered.omittedHTML.first {
                // Once per file: imported notes can hold hundreds of tags.
                let count = rendered.omittedHTML.count
                let line = s.body == nil ? bodyLine + first.line - 1 : s.body?.line
                let column = s.body == nil ? first.column : s.body?.column
                problems.append(Diagnostic(.warning, path: path, line: line, column: column,
                    message: count == 1 ? "raw HTML omitted from the body" : "raw HTML omitted from the body in \(count) places, the first here",
                    hint: "write it in Markdown, or set markdown.unsafeHTML: true in notesite.yml if you trust every version file"))
            }
            guard let version else { return nil }
            var release = Release(version: version, date: date, isDraft: isDraft, title: title, features: features, pages: pages,
                                  primaryAction: primary, secondaryAction: secondary, layout: layout,
                                  bodyMarkdown: body, bodyHTML: rendered.html, sourcePath: path,
                                  versionLine: s.version.line, versionColumn: s.version.column)
            release.changes = changes
            release.labels = labels
            release.isYanked = s.yanked ?? false
            release.build = build
            if let raw = s.date?.value, date != nil, raw.count > 10 { release.dateTime = raw }
            release.platforms = platformWords
            if pageParts.contains(where: { !$0.platforms.isEmpty }) { release.pagePlatforms = pageParts.map(\.platforms) }
            release.audience = audienceWords
            release.bodyLine = s.body == nil ? bodyLine : nil
            return release
        }

        /// Renders an inline field; its warnings point at the field's value.
        mutating func inline(_ field: Located<String>) -> InlineText {
            rendered(field, by: validator.markdown.renderInlineWithText)
        }

        /// Renders a `changes` item, which keeps its Markdown structure (a nested list stays a list).
        mutating func item(_ field: Located<String>) -> InlineText {
            rendered(field, by: validator.markdown.renderItem)
        }

        private mutating func rendered(_ field: Located<String>,
                                       by render: (String) -> (output: MarkdownOutput, text: String)) -> InlineText {
            let markdown = field.value
            let (rendered, text) = render(markdown)
            if !rendered.omittedHTML.isEmpty { omittedInline = (omittedInline?.field ?? field, (omittedInline?.count ?? 0) + 1) }
            for warning in rendered.warnings {
                problems.append(Diagnostic(.warning, path: path, line: field.line, column: field.column, message: warning.message,
                                           hint: "link only to http(s), mailto: or site paths"))
            }
            return InlineText(markdown: markdown, html: rendered.html, text: text)
        }

        mutating func color(_ value: Located<String>?, key: String, allowAccent: Bool) -> String? {
            guard let value else { return nil }
            let text = value.value.trimmingCharacters(in: .whitespaces)
            if allowAccent && text == "accent" { return text }
            if text == "accent" {
                // docs/content.md keeps `accent` for action colors; an icon already defaults to it.
                fail(value, "'\(key)' cannot be accent, which only action colors take",
                     hint: "leave '\(key)' out to use the theme's accent, or write a CSS color")
                return nil
            }
            guard CSSColor.isValid(text) else {
                fail(value, "'\(key)' must be a CSS color, found \"\(value.value)\"",
                     hint: "write a color like #ff9500, rgb(255 149 0) or orange" + (allowAccent ? ", or accent" : ""))
                return nil
            }
            return text
        }

        mutating func asset(_ value: Located<String>, key: String) -> SiteURL? {
            switch validator.assets.resolve(value.value) {
            case .success(let url): return url
            case .failure(let failure):
                let (message, hint) = AssetResolver.message(for: failure, key: key, value: value.value,
                                                          contentDisplay: validator.assets.contentDisplay)
                fail(value, message, hint: hint)
                return nil
            }
        }

        mutating func url(_ value: Located<String>, key: String) -> SiteURL? {
            switch URLPolicy.check(value.value) {
            case .allowed(let url): return url
            case .rejected(let reason):
                fail(value, "'\(key)' \(reason): \"\(value.value)\"", hint: URLPolicy.hint)
                return nil
            }
        }
    }
}
