import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

@Suite("notesite.yml: defaults and whole diagnostics")
struct SiteConfigTests {
    private func config(_ yaml: String) throws -> SiteConfig { try ConfigFixture.config(yaml) }

    private func diagnostic(_ yaml: String) -> String? { ConfigFixture.diagnostic(yaml) }

    @Test("every key has docs/content.md's default")
    func defaults() throws {
        let c = try config("{}")
        #expect(c.title == "Release Notes")
        #expect(c.description == "")
        #expect(c.baseURL == nil)
        #expect(c.language == "en")
        #expect(c.appName == nil)
        #expect(c.currentVersion == nil)
        #expect(c.perPage == 10)
        #expect(c.smartPunctuation == false)
        #expect(c.unsafeHTML == false)
        #expect(c.accent.light == "#007aff")
        #expect(c.background == SiteConfig.ColorPair(light: "#ffffff", dark: "#1c1c1e"))
        #expect(c.text == SiteConfig.ColorPair(light: "#000000", dark: "#ffffff"))
        #expect(c.secondaryText == SiteConfig.ColorPair(light: "#6e6e73", dark: "#98989d"))
        #expect(c.layout == Layout())
        #expect(c.widgetTitle == "What's New")
        #expect(c.continueLabel == "Continue")
        #expect(c.nextLabel == "Next")
        #expect(c.doneLabel == "Done")
        #expect(c.selection == .fallback)
        #expect(c.storage == .local)
        #expect(c.skipFirstVisit == false)
        #expect(c.feedLimit == 50)
    }

    @Test("reads every key of docs/content.md")
    func everyKey() throws {
        let c = try config("""
            title: Acme Release Notes
            description: What changed in Acme.
            baseURL: https://acme.example/changelog
            language: pt-BR
            app:
              name: Acme
              currentVersion: v1.4
            paging:
              perPage: 3
            markdown:
              smartPunctuation: true
              unsafeHTML: true
            theme:
              accent: orange
              background: {light: "#fff", dark: "rgb(28 28 30)"}
              text: {light: black, dark: white}
              secondaryText: "hsl(240 3% 44%)"
            layout:
              contentSpacing: 70
            widget:
              title: New in Acme
              continueLabel: Weiter
              nextLabel: Mehr
              doneLabel: Fertig
              selection: cumulative
              storage: session
              skipFirstVisit: true
            feeds:
              limit: 5
            """)
        #expect(c.title == "Acme Release Notes")
        #expect(c.description == "What changed in Acme.")
        #expect(c.baseURL == "https://acme.example/changelog/")
        #expect(c.language == "pt-BR")
        #expect(c.appName == "Acme")
        #expect(c.currentVersion?.canonical == "1.4.0")
        #expect(c.perPage == 3)
        #expect(c.smartPunctuation && c.unsafeHTML)
        #expect(c.accent == SiteConfig.ColorPair(light: "orange", dark: "orange"))
        #expect(c.background == SiteConfig.ColorPair(light: "#fff", dark: "rgb(28 28 30)"))
        #expect(c.text == SiteConfig.ColorPair(light: "black", dark: "white"))
        #expect(c.secondaryText == SiteConfig.ColorPair(light: "hsl(240 3% 44%)", dark: "hsl(240 3% 44%)"))
        #expect(c.layout.contentSpacing == 70)
        #expect([c.widgetTitle, c.continueLabel, c.nextLabel, c.doneLabel] == ["New in Acme", "Weiter", "Mehr", "Fertig"])
        #expect(c.selection == .cumulative)
        #expect(c.storage == .session)
        #expect(c.skipFirstVisit)
        #expect(c.feedLimit == 5)
    }

    @Test("writes right-to-left languages right to left", arguments: [
        ("ar", true), ("he-IL", true), ("fa", true), ("en", false), ("de-CH", false), ("ur-PK", true),
    ])
    func direction(_ language: String, rtl: Bool) throws {
        #expect(try config("language: \(language)").isRightToLeft == rtl)
    }

    @Test("reports each mistake with its place, message and hint", arguments: [
        ("titel: X", """
            notesite.yml:1:1: error: unknown key 'titel' at the top level
              hint: did you mean 'title'?
            """),
        ("layout:\n  contentPading: {top: 1}", """
            notesite.yml:2:3: error: unknown key 'contentPading' in 'layout'
              hint: did you mean 'contentPadding'?
            """),
        ("paging:\n  perPage: 0", """
            notesite.yml:2:12: error: 'paging.perPage' must be at least 1, found 0
              hint: set it to the number of versions per changelog page, e.g. 10
            """),
        ("paging:\n  perPage: ten", """
            notesite.yml:2:12: error: expected a whole number for 'paging.perPage', found "ten"
            """),
        ("feeds:\n  limit: 0", """
            notesite.yml:2:10: error: 'feeds.limit' must be at least 1, found 0
              hint: set how many of the newest versions the feeds hold, e.g. 50
            """),
        ("theme:\n  accent: \"red; } body {\"", """
            notesite.yml:2:11: error: 'theme.accent' must be a CSS color, found "red; } body {"
              hint: write a color like #007aff, rgb(0 122 255) or orange
            """),
        ("theme:\n  text: {light: \"#fff\", dark: \"url(x)\"}", """
            notesite.yml:2:31: error: 'theme.text' must be a CSS color, found "url(x)"
              hint: write a color like #007aff, rgb(0 122 255) or orange
            """),
        ("theme:\n  accent: accent", """
            notesite.yml:2:11: error: 'theme.accent' must be a CSS color, found "accent"
              hint: write a color like #007aff, rgb(0 122 255) or orange
            """),
        ("theme:\n  background: {light: \"#fff\"}", """
            notesite.yml:2:15: error: missing required key 'theme.background.dark'
              hint: add 'dark: …' here
            """),
        ("baseURL: ftp://acme.example/", """
            notesite.yml:1:10: error: 'baseURL' must be an absolute http or https URL, found "ftp://acme.example/"
              hint: write it like https://example.com/changelog/
            """),
        ("baseURL: https://acme.example/?q=1", """
            notesite.yml:1:10: error: 'baseURL' must be an absolute http or https URL, found "https://acme.example/?q=1"
              hint: write it like https://example.com/changelog/
            """),
        ("baseURL: /changelog/", """
            notesite.yml:1:10: error: 'baseURL' must be an absolute http or https URL, found "/changelog/"
              hint: write it like https://example.com/changelog/
            """),
        ("language: english", """
            notesite.yml:1:11: error: 'language' must be a language tag like en or pt-BR, found "english"
              hint: write a BCP 47 language tag, e.g. en, de, pt-BR
            """),
        ("app:\n  currentVersion: 1.x", """
            notesite.yml:2:19: error: 'app.currentVersion' must be a semantic version, found "1.x"
              hint: write it as 1.4.0, 1.4 or v1.4.0
            """),
        ("widget:\n  selection: newest", """
            notesite.yml:2:14: error: 'widget.selection' must be fallback, exact or cumulative, found "newest"
              hint: write one of: fallback, exact, cumulative
            """),
        ("widget:\n  storage: cookie", """
            notesite.yml:2:12: error: 'widget.storage' must be local, session or memory, found "cookie"
              hint: write one of: local, session, memory
            """),
        ("layout:\n  featureHorizontalAlignment: left", """
            notesite.yml:2:31: error: 'featureHorizontalAlignment' must be top, center or bottom, found "left"
              hint: write one of: top, center, bottom
            """),
    ])
    func diagnostics(_ yaml: String, expected: String) {
        #expect(diagnostic(yaml) == expected)
    }
}
