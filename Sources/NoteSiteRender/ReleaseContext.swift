import NoteSiteMustache
import NoteSiteContent
/// The Mustache data for one release, as seen from a page at `route`.
struct ReleaseContext {
    let config: SiteConfig
    /// The way back to the site root from the page, for assets and the
    /// content's site-relative URLs.
    let site: SiteRoot
    /// The way back to the page's language's root, for links to its pages.
    let language: SiteRoot
    let words: InterfaceWords

    /// A release seen from `route` in the language whose folder is `prefix`
    /// (`""` or `fr/`); `root`, when given, replaces the way to the site root.
    init(config: SiteConfig, route: String, prefix: String = "", root: SiteRoot? = nil, words: InterfaceWords? = nil) {
        self.config = config
        site = root ?? .page(prefix + route)
        language = root?.below(prefix) ?? .page(route)
        self.words = words ?? config.words
    }

    func inline(_ text: InlineText?) -> MustacheValue {
        guard let text else { return .null }
        return ["html": .string(site.html(text.html)), "text": .string(text.text)]
    }

    /// The release's title, or the site's widget title when it has none.
    func title(of r: Release) -> InlineText {
        r.title ?? InlineText(markdown: config.widgetTitle, html: HTMLText.escape(config.widgetTitle), text: config.widgetTitle)
    }

    func release(_ r: Release) -> MustacheValue {
        let title = self.title(of: r)
        return [
            "version": .string(r.version.canonical),
            "date": r.date.map(MustacheValue.string) ?? .null,
            "dateDisplay": r.date.map { .string(DateText.display($0, language: config.language)) } ?? .null,
            "prerelease": .bool(r.isPrerelease),
            "draft": .bool(r.isDraft),
            "title": inline(title),
            "hasOwnTitle": .bool(r.title != nil),
            "url": .string(permalink(of: r)),
            "whatsNewURL": .string(language.link(to: Routes.whatsNew(r.version))),
            "inVersion": .string(words.text("inVersion", ["version": r.version.canonical])),
            "forVersion": .string(words.text("forVersion", ["version": r.version.canonical])),
            "fallsBack": .bool(r.fallsBack),
            "features": .list(r.features.enumerated().map { n, f in
                anchored(feature(f), SearchDocument.featureAnchor(version: r.version.canonical, number: n + 1))
            }),
            "hasFeatures": .bool(!r.features.isEmpty),
            "body": body(of: r),
            "yanked": .bool(r.isYanked),
            "platformBadges": r.platforms.map(Self.platformBadges) ?? .null,
            "changes": .list(r.changes.map { anchoredItems(changeList($0), of: $0, version: r.version.canonical) }),
            "hasChanges": .bool(!r.changes.isEmpty),
            "labels": .list(r.labels.map(label)),
            "hasLabels": .bool(!r.labels.isEmpty),
            "filterLabels": .string(r.filterLabels.joined(separator: " ")),
        ]
    }

    /// The link to `r`'s permalink page: in the default language's tree
    /// when this language shows it untranslated.
    func permalink(of r: Release) -> String {
        (r.fallsBack ? site : language).link(to: Routes.version(r.version))
    }

    /// The body's HTML for this page, or null when it has none.
    func body(of r: Release) -> MustacheValue {
        r.bodyHTML.isEmpty ? .null : .string(BodyHTML.focusableCode(site.html(r.bodyHTML),
                                                                      label: words["code"]))
    }

    /// A part's platform words as its `data-ns-platforms` attribute holds
    /// them, which the widget reads with `data-platform`; null for none.
    static func platformAttribute(_ words: [String]) -> MustacheValue {
        words.isEmpty ? .null : .string(words.joined(separator: " "))
    }

    /// The badges of a version's or an item's platforms, by their shown names.
    static func platformBadges(_ words: [String]) -> MustacheValue {
        words.isEmpty ? .null : .list(words.map { ["word": .string($0), "name": .string(PlatformName.display($0))] })
    }

    func changeList(_ list: ChangeList) -> MustacheValue {
        ["kind": .string(list.kind.rawValue), "heading": .string(words.heading(list.kind)),
         "items": .list(list.items.indices.map { index in
             let platforms = list.platforms(ofItem: index), value = inline(list.items[index])
             guard !platforms.isEmpty, case .object(var item) = value else { return value }
             item["platforms"] = Self.platformAttribute(platforms)
             item["platformBadges"] = Self.platformBadges(platforms)
             return .object(item)
         })]
    }

    /// A label with its text and the link to its page.
    func label(_ name: String) -> MustacheValue {
        ["name": .string(name), "text": .string(words.labelText(name)),
         "url": .string(language.link(to: Routes.label(name)))]
    }

    func feature(_ f: Feature) -> MustacheValue {
        var fields: [String: MustacheValue] = [
            "title": inline(f.title),
            "subtitle": inline(f.subtitle),
            "iconStyle": f.color.map { .string("--ns-icon-color: \(cssColor($0))") } ?? .null,
            "symbol": .null, "emoji": .null, "image": .null,
            "platforms": Self.platformAttribute(f.platforms),
            "platformBadges": Self.platformBadges(f.platforms),
        ]
        switch f.icon {
        case .symbol(let name, let svg):
            fields["symbol"] = ["name": .string(name), "svg": .string(svg)]
        case .emoji(let emoji):
            fields["emoji"] = .string(emoji)
        case .image(let url, let alt):
            fields["image"] = ["url": .string(site.url(url)), "alt": .string(alt)]
        }
        return .object(fields)
    }

    /// A validated color, with `accent` meaning the theme's.
    func cssColor(_ value: String) -> String {
        value == "accent" ? "var(--ns-accent)" : value
    }
}
