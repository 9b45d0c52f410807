import NoteSiteDiagnostics
import NoteSiteSourceData
/// Turns a decoded translation file into a `Translation`: renders its texts,
/// checks its media URLs and links like the original's, and reports every key
/// that a translation must leave to the original.
struct TranslationValidator: Sendable {
    let validator: ReleaseValidator

    func validate(_ source: TranslationSource, language: String, body: String?, bodyLine: Int,
                  path: String) -> (Translation?, [Diagnostic]) {
        var check = ReleaseValidator.Check(validator: validator, path: path)
        let translation = check.translation(from: source, language: language, body: body, bodyLine: bodyLine)
        check.reportOmittedInline()
        return (check.problems.contains { $0.severity == .error } ? nil : translation, check.problems)
    }
}

extension ReleaseValidator.Check {
    static let translationHint = "a translation sets only texts, alt texts, media URLs and links; the rest comes from the original"

    mutating func forbid(_ keys: [(String, Forbidden)], prefix: String) {
        for (name, at) in keys {
            problems.append(Diagnostic(path: path, line: at.line, column: at.column,
                                       message: "'\(prefix)\(name)' cannot be set in a translation",
                                       hint: Self.translationHint))
        }
    }

    mutating func translation(from s: TranslationSource, language: String, body: String?, bodyLine: Int) -> Translation? {
        var version: SemanticVersion?
        do { version = try SemanticVersion(frontMatter: s.version.value) } catch {
            fail(s.version, error.message, hint: error.hint)
        }
        forbid(s.forbidden, prefix: "")
        let features = s.features.map { list in
            list.value.enumerated().map { itemText($0.element, key: "features[\($0.offset)]", detail: "subtitle") }
        }
        let pages = s.pages.map { list in list.value.enumerated().map { pageText($0.element, key: "pages[\($0.offset)]") } }
        if let p = s.primaryAction { forbid([("backgroundColor", p.backgroundColor), ("foregroundColor", p.foregroundColor)]
            .compactMap { n, v in v.map { (n, $0) } }, prefix: "primaryAction.") }
        var changes: [String: [InlineText]] = [:]
        var changesLocations: [String: Located<Bool>] = [:]
        for (type, list) in s.changes?.lists ?? [] {
            changes[type] = list.value.map { item($0) }
            changesLocations[type] = Located(true, line: list.line, column: list.column)
        }
        var bodyMarkdown: String?
        var bodyHTML: String?
        if let body, !body.isEmpty {
            let rendered = validator.markdown.renderBlock(body)
            for warning in rendered.warnings {
                let line = s.body == nil ? bodyLine + warning.line - 1 : s.body?.line
                let column = s.body == nil ? warning.column : s.body?.column
                problems.append(Diagnostic(.warning, path: path, line: line, column: column,
                                           message: warning.message, hint: "link only to http(s), mailto: or site paths"))
            }
            (bodyMarkdown, bodyHTML) = (body, rendered.html)
        }
        let title = s.title.map { inline($0) }
        let primaryTitle = s.primaryAction?.title.map { inline($0) }
        let secondaryTitle = s.secondaryAction?.title.map { inline($0) }
        let secondaryURL = s.secondaryAction?.url.flatMap { url($0, key: "secondaryAction.url") }
        guard let version else { return nil }
        return Translation(
            version: version, language: language, title: title, features: features, pages: pages,
            primaryTitle: primaryTitle, secondaryTitle: secondaryTitle, secondaryURL: secondaryURL,
            changes: changes, bodyMarkdown: bodyMarkdown, bodyHTML: bodyHTML, sourcePath: path,
            versionLocation: Located(true, line: s.version.line, column: s.version.column),
            featuresLocation: s.features.map { Located(true, line: $0.line, column: $0.column) },
            pagesLocation: s.pages.map { Located(true, line: $0.line, column: $0.column) },
            changesLocations: changesLocations)
    }

    /// A feature (`detail` is `subtitle`) or a row (`description`).
    mutating func itemText(_ f: FeatureTextSource, key: String, detail: String) -> Translation.ItemText {
        forbid(f.forbidden, prefix: key + ".")
        let wrong = detail == "subtitle" ? f.description : f.subtitle
        if let wrong {
            fail(wrong, "'\(key)' has no '\(detail == "subtitle" ? "description" : "subtitle")'",
                 hint: "did you mean '\(detail)'?")
        }
        let text = detail == "subtitle" ? f.subtitle : f.description
        return Translation.ItemText(title: f.title.map { inline($0) }, subtitle: text.map { inline($0) }, alt: f.alt)
    }

    mutating func pageText(_ p: PageTextSource, key: String) -> Translation.PageText {
        let kinds = [("list", p.list != nil), ("image", p.image != nil), ("video", p.video != nil), ("media", p.media != nil)]
            .filter(\.1).map(\.0)
        if kinds.count > 1 {
            fail(p.location, "'\(key)' gives more than one of list, image, video and media",
                 hint: "give the item's own kind, as in the original, or only its texts")
        }
        var page = Translation.PageText(kind: kinds.first, title: p.title.map { inline($0) },
                                        description: p.description.map { inline($0) }, alt: p.alt,
                                        location: p.location)
        if let list = p.list {
            if let t = list.title { page.title = inline(t) }
            page.rows = list.rows.map { rows in
                rows.value.enumerated().map { itemText($0.element, key: "\(key).list.rows[\($0.offset)]", detail: "description") }
            }
            page.rowsLocation = list.rows.map { Located(true, line: $0.line, column: $0.column) }
        }
        if let image = p.image { page.url = asset(image, key: "\(key).image") }
        if let video = p.video { page.url = asset(video, key: "\(key).video") }
        if let poster = p.poster { page.poster = asset(poster, key: "\(key).poster") }
        if let media = p.media {
            if let kind = media.kind { forbid([("kind", kind)], prefix: "\(key).media.") }
            page.kind = nil
            if let url = media.url { page.url = asset(url, key: "\(key).media.url") }
            if let poster = media.poster { page.poster = asset(poster, key: "\(key).media.poster") }
            if let t = media.title { page.title = inline(t) }
            if let d = media.description { page.description = inline(d) }
            if let alt = media.alt { page.alt = alt }
        }
        return page
    }
}
