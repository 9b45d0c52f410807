import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

/// The curated table of SF Symbols names (Templates/icons/sf-symbols.txt).
@Suite("SF Symbols names stand for the nearest Bootstrap icon")
struct SymbolAliasesTests {
    /// The names docs/content.md promises, and the names of the icons notesite drew
    /// by hand before it carried Bootstrap Icons: sites may use any of them.
    static let promised = [
        "star.fill", "sparkles", "wand.and.stars", "bolt.fill", "lock.shield.fill", "ant.fill", "hammer.fill",
        "paintbrush.fill", "bell.fill", "gearshape.fill", "heart.fill", "photo", "play.fill", "magnifyingglass",
        "icloud.fill", "arrow.triangle.2.circlepath",
        "bookmark.fill", "calendar", "chart.bar.fill", "checkmark.circle.fill", "clock.fill", "doc.text.fill",
        "exclamationmark.triangle.fill", "flag.fill", "folder.fill", "gift.fill", "globe", "leaf.fill",
        "lightbulb.fill", "paperplane.fill", "pencil", "person.2.fill", "speedometer", "square.and.arrow.up",
        "text.bubble.fill", "trash.fill",
        // Names app makers reach for first.
        "mic", "bell.badge", "person.2", "tray.full", "hare.fill", "doc.text", "chart.bar",
    ]

    @Test("the table maps at least 250 names")
    func size() {
        #expect(SymbolAliases.table.count >= 250)
    }

    @Test("every name in the table resolves to an existing Bootstrap icon")
    func everyTargetExists() {
        let missing = SymbolAliases.table.filter { BootstrapIcons.shared.svg(named: $0.value) == nil }
        #expect(missing.isEmpty, "\(missing.sorted { $0.key < $1.key })")
        let catalog = IconCatalog()
        for name in SymbolAliases.table.keys.sorted() {
            #expect(catalog.resolve(name) == BootstrapIcons.shared.svg(named: SymbolAliases.table[name] ?? ""), "\(name)")
        }
    }

    @Test("the promised names are in the table", arguments: promised)
    func promisedName(_ name: String) {
        #expect(IconCatalog().resolve(name) != nil)
    }

    @Test("names map by meaning, not spelling", arguments: [
        ("wand.and.stars", "magic"), ("ant.fill", "bug-fill"), ("icloud", "cloud"), ("star.fill", "star-fill"),
        ("person.2", "people"), ("doc.text", "file-text"), ("chart.bar", "bar-chart"), ("magnifyingglass", "search"),
        ("gearshape.fill", "gear-fill"), ("paperplane.fill", "send-fill"), ("lock.shield.fill", "shield-lock-fill"),
    ])
    func mapsByMeaning(_ symbol: String, _ bootstrap: String) {
        #expect(SymbolAliases.table[symbol] == bootstrap)
    }

    @Test("the table format: two names a line, comments and blank lines ignored")
    func parsing() {
        let table = SymbolAliases.parse("""
            # a comment
            star.fill   star-fill   # trailing comment

            one.field
            three fields here
            icloud\tcloud
            """)
        #expect(table == ["star.fill": "star-fill", "icloud": "cloud"])
    }
}
