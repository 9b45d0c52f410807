import NoteSiteMustache
/// A release as a further language shows it (docs/languages.md): what the translation
/// gives replaces the original's, by position; every text left out stays the
/// original's, marked with the original's language so that assistive
/// technology reads it in that language (WCAG 3.1.2).
extension Release {
    /// `original` is the default language's tag, `language` the page's.
    package func translated(with t: Translation?, from original: String, to language: String) -> Release {
        let mark = InheritedMark(original: original, language: language)
        var r = self
        r.fallsBack = t == nil
        r.title = t?.title ?? self.title.map(mark.inline)
        r.features = self.features.enumerated().map { index, f in
            Self.item(f, text: t?.features?[safe: index], mark: mark)
        }
        r.pages = self.pages.enumerated().map { index, page in
            let text = t?.pages?[safe: index]
            switch page {
            case .list(let title, let rows):
                return .list(title: text?.title ?? title.map(mark.inline),
                             rows: rows.enumerated().map { Self.item($0.element, text: text?.rows?[safe: $0.offset], mark: mark) })
            case .image(let url, let alt, let title, let description):
                return .image(url: text?.url ?? url, alt: text?.alt ?? alt, title: text?.title ?? title.map(mark.inline),
                              description: text?.description ?? description.map(mark.inline))
            case .video(let url, let poster, let title, let description):
                return .video(url: text?.url ?? url, poster: text?.poster ?? poster, title: text?.title ?? title.map(mark.inline),
                              description: text?.description ?? description.map(mark.inline))
            }
        }
        if var primary = self.primaryAction {
            primary.title = t?.primaryTitle ?? primary.title.map(mark.inline)
            r.primaryAction = primary
        }
        if var secondary = self.secondaryAction {
            secondary.title = t?.secondaryTitle ?? mark.inline(secondary.title)
            secondary.url = t?.secondaryURL ?? secondary.url
            r.secondaryAction = secondary
        }
        r.changes = self.changes.map { list in
            let given = t?.changes[list.kind.rawValue]
            return ChangeList(kind: list.kind, items: list.items.enumerated().map { given?[safe: $0.offset] ?? mark.inline($0.element) },
                              itemPlatforms: list.itemPlatforms)
        }
        if let body = t?.bodyHTML, let markdown = t?.bodyMarkdown {
            (r.bodyMarkdown, r.bodyHTML) = (markdown, body)
        } else if !self.bodyHTML.isEmpty {
            r.bodyHTML = mark.block(self.bodyHTML)
        }
        return r
    }

    private static func item(_ f: Feature, text: Translation.ItemText?, mark: InheritedMark) -> Feature {
        var item = f
        item.title = text?.title ?? mark.inline(f.title)
        item.subtitle = text?.subtitle ?? f.subtitle.map(mark.inline)
        if case .image(let url, let alt) = f.icon { item.icon = .image(url, alt: text?.alt ?? alt) }
        return item
    }
}

/// How a text kept from the original is marked: `lang`, and `dir` when the
/// two languages run in different directions.
package struct InheritedMark {
    let attributes: String

    package init(original: String, language: String) {
        let rtl = LanguageTag.isRightToLeft(original)
        let differs = rtl != LanguageTag.isRightToLeft(language)
        attributes = " lang=\"\(HTMLText.escape(original))\"" + (differs ? " dir=\"\(rtl ? "rtl" : "ltr")\"" : "")
    }

    package func inline(_ text: InlineText) -> InlineText {
        // A change item of several blocks cannot sit in a span.
        let html = text.isBlock ? block(text.html) : "<span\(attributes)>\(text.html)</span>"
        return InlineText(markdown: text.markdown, html: html, text: text.text)
    }

    func block(_ html: String) -> String {
        "<div\(attributes)>\n\(html)</div>\n"
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
