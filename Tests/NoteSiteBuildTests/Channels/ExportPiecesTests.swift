import Testing
@testable import NoteSiteBuild
@testable import NoteSiteMarkdown
@testable import NoteSiteContent
@testable import NoteSiteChannels

@Suite("The pieces the exports are made of")
struct ExportPiecesTests {
    @Test("RFC 822 dates at midnight UTC, weekday included", arguments: [
        ("2026-03-18", "Wed, 18 Mar 2026 00:00:00 +0000"),
        ("1970-01-01", "Thu, 01 Jan 1970 00:00:00 +0000"),
        ("2000-02-29", "Tue, 29 Feb 2000 00:00:00 +0000"),
        ("2024-12-31", "Tue, 31 Dec 2024 00:00:00 +0000"),
        ("1969-12-31", "Wed, 31 Dec 1969 00:00:00 +0000"),
    ])
    func rfc822(_ date: String, _ expected: String) {
        #expect(RFC822Date.text(date) == expected)
    }

    @Test("CDATA splits every ]]> so the text comes back whole")
    func cdata() {
        #expect(XMLText.cdata("a ]]> b ]]>") == "<![CDATA[a ]]]]><![CDATA[> b ]]]]><![CDATA[>]]>")
        #expect(XMLText.escape("<a href=\"x\">&'") == "&lt;a href=&quot;x&quot;&gt;&amp;&apos;")
    }

    @Test("store locales differ between the App Store and Google Play", arguments: [
        ("en", "en-US", "en-US"), ("fr", "fr-FR", "fr-FR"), ("ja", "ja", "ja-JP"), ("de", "de-DE", "de-DE"),
        ("pt-BR", "pt-BR", "pt-BR"), ("zh-Hans", "zh-Hans", "zh-CN"), ("he", "he", "iw-IL"), ("en-GB", "en-GB", "en-GB"),
        ("fr-CA", "fr-CA", "fr-CA"), ("sv", "sv", "sv-SE"),
    ])
    func locales(_ language: String, _ appStore: String, _ play: String) {
        #expect(StoreLocaleTable.locale(for: language, in: .appStore, overrides: nil) == appStore)
        #expect(StoreLocaleTable.locale(for: language, in: .googlePlay, overrides: nil) == play)
    }

    @Test("a language no store knows has no locale, unless notesite.yml names one")
    func unknownLocale() {
        #expect(StoreLocaleTable.locale(for: "eo", in: .appStore, overrides: nil) == nil)
        let named = ExportSettings.StoreLocales(appStore: "en-US", googlePlay: nil)
        #expect(StoreLocaleTable.locale(for: "eo", in: .appStore, overrides: named) == "en-US")
    }

    @Test("site-relative links become absolute; others and code stay", arguments: [
        ("[a](versions/1.0.0/)", "[a](https://x.example/n/versions/1.0.0/)"),
        ("![i](assets/a.png \"t\")", "![i](https://x.example/n/assets/a.png \"t\")"),
        ("[a](/top)", "[a](https://x.example/top)"),
        ("[a](https://o.example/) [b](#frag) [c](mailto:a@b.example)", "[a](https://o.example/) [b](#frag) [c](mailto:a@b.example)"),
        ("`[a](rel)` and [b](<with space.md>)", "`[a](rel)` and [b](<https://x.example/n/with space.md>)"),
        ("[ref]: docs/x.md \"T\"", "[ref]: https://x.example/n/docs/x.md \"T\""),
        ("```\n[a](rel)\n```", "```\n[a](rel)\n```"),
    ])
    func absoluteLinks(_ markdown: String, _ expected: String) {
        #expect(MarkdownLinkRewriter(baseURL: "https://x.example/n/").rewrite(markdown) == expected)
    }

    @Test("store text length counts Unicode scalars, as the stores do")
    func length() {
        #expect(StoreText.length("é") == 1)
        #expect(StoreText.length("e\u{301}") == 2)
        #expect(StoreText.length("👍🏽") == 2)
        #expect(StoreText.length("abc") == 3)
    }

    @Test("a body's Markdown becomes the stores' plain text")
    func plainBody() {
        let text = StoreText(markdown: MarkdownRenderer())
        #expect(text.plainText(ofBody: "## Big\n\nSee [docs][d] and **bold**.\n\n\n- one\n  - two\n\n[d]: https://x.example\n")
                == "Big\n\nSee docs and bold.\n\n• one\n  • two")
    }

    @Test("a body alone becomes Changed items: its own items, or one item whose headings are bold lines")
    func bodyItems() {
        let body = "\n# A\n\n## 1.0.0\n[d]: https://x.example\n```\n## D\n```\n\nSetext\n---\n\n- nested\n\n"
        #expect(KeepAChangelogBody.items(of: body)
                == ["- **A**\n\n  **1.0.0**\n  [d]: https://x.example\n  ```\n  ## D\n  ```\n\n  **Setext**\n\n  - nested"])
        #expect(KeepAChangelogBody.items(of: "- one\n- two\n  - nested\n") == ["- one", "- two\n  - nested"])
        #expect(KeepAChangelogBody.items(of: "\n \n") == [])
        #expect(KeepAChangelogBody.body(in: "<!-- notesite:body -->\nA body") == "A body")
        #expect(KeepAChangelogBody.body(in: "<!-- notesite:bodyguard -->") == nil)
        #expect(KeepAChangelogBody.body(in: "A change") == nil)
    }
}

@Suite("The store texts' length bound, which lets check skip making texts")
struct StoreTextBoundTests {
    @Test("is never below the real length, for every version of the example site and of hostile bodies")
    func bound() throws {
        let loaded = ContentLoader(site: SitePaths(given: Repository.root.path)).load()
        #expect(!loaded.releases.isEmpty)
        let text = StoreText(markdown: MarkdownRenderer())
        for release in loaded.releases {
            #expect(text.lengthBound(of: release) >= StoreText.length(text.text(of: release)), "\(release.version)")
        }
        let bodies = ["&#x1F600; &amp; &lt;", "- a\n    - b\n        - c", "[x][r]\n\n[r]: https://x.example", "# H #\n\nSetext\n===",
                      "    code\n\n```\nfence\n```", "a  \nb\\\nc", "<https://x.example> *e* **s** `c`", "| a | b |\n|---|---|\n| 1 | 2 |"]
        for body in bodies {
            var release = try #require(loaded.releases.first)
            release.bodyMarkdown = body
            #expect(text.lengthBound(of: release) >= StoreText.length(text.text(of: release)), "\(body.debugDescription)")
        }
    }
}
