/// Every word the theme's pages and the widget show that does not come from
/// the content, in one table: templates read it as `site.words`, the widget
/// as `settings.words`. `{n}`, `{count}` and `{title}` are filled in where shown.
struct InterfaceWords: Sendable {
    /// Key and English text, in a fixed order so the output is stable.
    static let english: [(String, String)] = [
        ("version", "Version"),
        ("prerelease", "Pre-release"),
        ("draft", "Draft"),
        ("yanked", "Yanked"),
        ("added", "Added"),
        ("changed", "Changed"),
        ("deprecated", "Deprecated"),
        ("removed", "Removed"),
        ("fixed", "Fixed"),
        ("security", "Security"),
        ("labels", "Labels"),
        ("filterLabels", "Show versions labelled"),
        ("allLabels", "All"),
        ("filterShowing", "Showing the versions on this page labelled “{title}”."),
        ("filterEverything", "Every version labelled “{title}”"),
        ("labelTitle", "Versions labelled “{title}”"),
        ("allVersions", "All versions"),
        ("allVersionsTitle", "Every version"),
        ("date", "Date"),
        ("title", "Title"),
        ("code", "Code"),
        ("close", "Close"),
        ("retry", "Retry"),
        ("imageFailed", "This image could not be loaded."),
        ("videoFailed", "This video could not be loaded."),
        ("pageOf", "Page {n} of {count}"),
        ("pages", "Pages"),
        ("counter", "{n} / {count}"),
        ("unread", "unread"),
        ("launcherName", "{title}, {count} unread"),
        ("markAllRead", "Mark all as read"),
        ("changelog", "Full changelog"),
        ("unreadAnnouncement", "{count} unread"),
    ]

    private let table: [String: String]

    init(overrides: [String: String] = [:]) {
        var table = Dictionary(uniqueKeysWithValues: Self.english)
        for (key, value) in overrides where table[key] != nil { table[key] = value }
        self.table = table
    }

    subscript(key: String) -> String { table[key] ?? key }

    /// The word for `key` with `{name}` placeholders filled in.
    func format(_ key: String, _ values: [String: String]) -> String {
        var text = self[key]
        for (name, value) in values { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
        return text
    }

    /// The heading of a change type ("Added", "Fixed" …).
    func heading(_ kind: ChangeKind) -> String { self[kind.rawValue] }

    /// How a label reads: a change type by its heading, any other label as written.
    func labelText(_ label: String) -> String {
        ChangeKind(rawValue: label).map(heading) ?? label
    }

    var mustache: MustacheValue {
        .object(Dictionary(uniqueKeysWithValues: Self.english.map { ($0.0, MustacheValue.string(self[$0.0])) }))
    }

    var json: JSONValue {
        .object(Self.english.map { ($0.0, JSONValue.string(self[$0.0])) })
    }
}
