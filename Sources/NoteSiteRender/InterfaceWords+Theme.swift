import NoteSiteMustache
import NoteSiteContent
/// How templates and the widget read the interface words: `site.words` in
/// the theme, `settings.words` in `whats-new.js`.
extension InterfaceWords {
    /// English, the words of a site that names no other language.
    init() { self = InterfaceWords.builtIn(for: "en") }

    subscript(key: String) -> String { text(key) }

    /// The word for `key` with `{name}` placeholders filled in.
    func format(_ key: String, _ values: [String: String]) -> String { text(key, values) }

    /// The heading of a change type ("Added", "Fixed" …).
    package func heading(_ kind: ChangeKind) -> String { text(kind.rawValue) }

    /// How a label reads: a change type by its heading, any other label as written.
    func labelText(_ label: String) -> String {
        ChangeKind(rawValue: label).map(heading) ?? label
    }

    /// Every word as text; a word with plural forms as its `other` form.
    var mustache: MustacheValue {
        .object(Dictionary(uniqueKeysWithValues: InterfaceWords.keys.map { ($0, MustacheValue.string(text($0))) }))
    }

    /// The words `whats-new.js` looks up itself (the sheet's own words come
    /// rendered in each version's notes script), so that every visitor
    /// downloads only these.
    package static let widgetKeys = ["changelog", "counter", "imageFailed", "launcherName", "markAllRead", "pageOf",
                             "pages", "retry", "unread", "unreadAnnouncement", "version", "videoFailed"]

    /// The words of `keys`; a word with plural forms as an object of them,
    /// which the widget picks from by CLDR's rules.
    func json(only keys: [String]) -> JSONValue {
        .object(keys.map { key in
            if case .plural(let forms)? = entry(key) {
                return (key, .object(PluralCategory.allCases.compactMap { c in forms[c].map { (c.rawValue, .string($0)) } }))
            }
            return (key, .string(text(key)))
        })
    }
}
