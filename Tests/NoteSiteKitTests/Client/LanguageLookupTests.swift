import Testing
import NoteSiteKit

@Suite("RFC 4647 lookup of the site's language")
struct LanguageLookupTests {
    static let site = ["en", "fr", "pt-BR", "zh-Hant", "zh-Hans", "ar"]

    @Test("finds the most specific language the site has", arguments: [
        ("fr-CA", "fr"), ("fr", "fr"), ("FR_ca", "fr"), ("pt-BR", "pt-BR"), ("en-US-x-private", "en"),
        ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-CN", "zh-Hans"), ("zh-Hant-TW", "zh-Hant"), ("ar-EG", "ar"),
    ])
    func lookup(range: String, expected: String) {
        #expect(LanguageLookup.resolve(range, in: Self.site) == expected)
    }

    @Test("a language the site lacks finds nothing", arguments: ["de-DE", "pt-PT", "", "-"])
    func missing(range: String) {
        #expect(LanguageLookup.resolve(range, in: Self.site) == nil)
    }

    @Test("the first preferred range that finds a language wins")
    func preferences() {
        #expect(LanguageLookup.resolve(["de-DE", "fr-BE", "en"], in: Self.site) == "fr")
        #expect(LanguageLookup.resolve(["de", "ja"], in: Self.site) == nil)
    }
}
