import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

/// CLDR's cardinal rules for whole numbers, checked against the categories
/// CLDR's own samples list for each language.
@Suite("CLDR plural rules") struct PluralRuleTests {
    static let cases: [(String, [Int: PluralCategory])] = [
        ("en", [0: .other, 1: .one, 2: .other, 11: .other, 21: .other]),
        ("de", [0: .other, 1: .one, 2: .other]),
        ("nl", [1: .one, 5: .other]),
        ("sv", [1: .one, 0: .other]),
        ("tr", [1: .one, 2: .other]),
        ("fr", [0: .one, 1: .one, 2: .other, 1_000_000: .many, 2_000_000: .many, 1_000_001: .other]),
        ("es", [0: .other, 1: .one, 2: .other, 1_000_000: .many]),
        ("it", [0: .other, 1: .one, 1_000_000: .many]),
        ("pt-BR", [0: .one, 1: .one, 2: .other, 1_000_000: .many]),
        ("pt-PT", [0: .other, 1: .one, 2: .other]),
        ("ru", [0: .many, 1: .one, 2: .few, 4: .few, 5: .many, 11: .many, 12: .many, 14: .many, 21: .one,
                22: .few, 25: .many, 101: .one, 111: .many, 112: .many, 122: .few]),
        ("ar", [0: .zero, 1: .one, 2: .two, 3: .few, 10: .few, 11: .many, 99: .many, 100: .other, 102: .other,
                103: .few, 111: .many, 1000: .other]),
        ("he", [0: .other, 1: .one, 2: .two, 3: .other, 10: .other, 20: .other]),
        ("ja", [0: .other, 1: .other]),
        ("ko", [1: .other]),
        ("zh-Hans", [1: .other, 2: .other]),
        ("zh-Hant", [1: .other]),
    ]

    @Test("gives each count its language's category", arguments: cases)
    func categories(language: String, expected: [Int: PluralCategory]) {
        for (count, category) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(PluralRule.category(of: count, in: language) == category, "\(language) \(count)")
        }
    }

    @Test("words with a count take the form of their category")
    func countedWords() {
        let ru = InterfaceWords.builtIn(for: "ru")
        #expect(ru.counted("versionCount", count: 1) == "1 версия")
        #expect(ru.counted("versionCount", count: 3) == "3 версии")
        #expect(ru.counted("versionCount", count: 5) == "5 версий")
        #expect(ru.counted("versionCount", count: 21) == "21 версия")
        let ar = InterfaceWords.builtIn(for: "ar")
        #expect(ar.counted("versionCount", count: 2) == "إصداران")
        #expect(ar.counted("versionCount", count: 3) == "3 إصدارات")
        #expect(ar.counted("versionCount", count: 11) == "11 إصدارًا")
        let fr = InterfaceWords.builtIn(for: "fr")
        #expect(fr.counted("unreadAnnouncement", count: 0) == "0 non lue")
        #expect(fr.counted("unreadAnnouncement", count: 2) == "2 non lues")
        #expect(fr.counted("launcherName", count: 3, ["title": "Nouveautés"]) == "Nouveautés, 3 non lues")
        #expect(InterfaceWords.builtIn(for: "en").counted("versionCount", count: 1) == "1 version")
    }
}
