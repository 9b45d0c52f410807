import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

/// The hint for an unknown icon name offers the nearest known names from
/// both namespaces: SF Symbols (and the site's own icons) and `bi:`.
@Suite("Unknown icon names suggest the nearest known ones")
struct IconSuggestionTests {
    @Test("suggestions", arguments: [
        ("star.fil", ["star.fill", "bi:star-fill"]),
        ("bi:star.fill", ["star.fill", "bi:star-fill"]),
        ("star-fill", ["star.fill", "bi:star-fill"]),
        ("rocket", ["bi:rocket"]),
        ("bi:rockt", ["bi:rocket"]),
        ("mic.slahs", ["mic.slash"]),
        ("bell.badge.fil", ["bell.badge.fill", "bell.badge"]),
        ("mic.badge.plus", ["mic", "mic.fill", "mic.slash", "bi:mic", "bi:mic-fill", "bi:mic-mute"]),
        ("qwertyuiop", []),
    ])
    func suggests(_ name: String, _ expected: [String]) {
        #expect(IconCatalog().suggestions(for: name) == expected)
    }

    @Test("names compare without the prefix and with . _ and spaces as -")
    func comparisonKey() {
        #expect(IconCatalog.comparisonKey("bi:Star-Fill") == "star-fill")
        #expect(IconCatalog.comparisonKey("person.2_fill x") == "person-2-fill-x")
    }
}
