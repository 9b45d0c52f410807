import NoteSiteMustache
import NoteSiteContent
/// The Mustache data for a release's What's New sheet (docs/widget.md): page 1 holds
/// the title and features, each `pages` item is a further page.
extension ReleaseContext {
    func sheet(_ r: Release) -> MustacheValue {
        var pages: [MustacheValue] = []
        let count = 1 + r.pages.count
        let title = self.title(of: r)
        // A version with neither features nor pages shows its title, body and
        // changes; one with features shows its changes with `widget.sheetChanges`
        // (docs/widget.md), after the features.
        let showsBody = r.features.isEmpty && r.pages.isEmpty
        let showsChanges = !r.changes.isEmpty && (showsBody || config.sheetChanges)
        pages.append(page(number: 1, count: count, fields: [
            "isFeatures": true, "features": .list(r.features.map(feature)), "hasFeatures": .bool(!r.features.isEmpty),
            "showsBody": .bool(showsBody), "body": showsBody ? body(of: r) : .null,
            "showsChanges": .bool(showsChanges), "changes": showsChanges ? .list(r.changes.map(changeList)) : .null,
        ]))
        for (index, item) in r.pages.enumerated() {
            var fields: [String: MustacheValue] = [:]
            switch item {
            case .list(let listTitle, let rows):
                fields = ["isList": true, "title": inline(listTitle), "rows": .list(rows.map(feature))]
            case .image(let url, let alt, let title, let description):
                fields = ["isImage": true, "url": .string(site.url(url)), "alt": .string(alt),
                          "title": inline(title), "description": inline(description)]
            case .video(let url, let poster, let title, let description):
                fields = ["isVideo": true, "url": .string(site.url(url)),
                          "poster": poster.map { .string(site.url($0)) } ?? .null,
                          "title": inline(title), "description": inline(description)]
            }
            fields["platforms"] = Self.platformAttribute(r.platforms(ofPage: index))
            pages.append(page(number: index + 2, count: count, fields: fields))
        }
        let primaryLabel: MustacheValue = r.primaryAction?.title.map(inline)
            ?? ["html": .string(HTMLText.escape(count > 1 ? config.doneLabel : config.continueLabel)),
                "text": .string(count > 1 ? config.doneLabel : config.continueLabel)]
        var primaryStyle: [String] = []
        if let bg = r.primaryAction?.backgroundColor { primaryStyle.append("--ns-primary-background: \(cssColor(bg))") }
        if let fg = r.primaryAction?.foregroundColor { primaryStyle.append("--ns-primary-foreground: \(cssColor(fg))") }
        let layoutStyle = r.layout.style(comparedTo: config.layout)
        return [
            "version": .string(r.version.canonical),
            "title": inline(title),
            "pages": .list(pages),
            "pageCount": .int(count),
            "multiPage": .bool(count > 1),
            "secondaryAction": r.secondaryAction.map { action in
                ["title": inline(action.title), "url": .string(site.url(action.url))]
            } ?? .null,
            "primaryLabel": primaryLabel,
            "primaryStyle": primaryStyle.isEmpty ? .null : .string(primaryStyle.joined(separator: "; ")),
            "layoutStyle": layoutStyle.isEmpty ? .null : .string(layoutStyle),
            "nextLabel": .string(config.nextLabel),
            "closeLabel": .string(words["close"]),
        ]
    }

    private func page(number: Int, count: Int, fields: [String: MustacheValue]) -> MustacheValue {
        var all = fields
        all["number"] = .int(number)
        all["count"] = .int(count)
        all["isFirst"] = .bool(number == 1)
        all["isLast"] = .bool(number == count)
        // A one-page sheet is not a series: no "Page 1 of 1" (docs/widget.md).
        all["pageLabel"] = count > 1 ? .string(words.format("pageOf", ["n": String(number), "count": String(count)])) : .null
        return .object(all)
    }
}
