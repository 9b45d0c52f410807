import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

/// The built-in interface words of `Templates/i18n/`.
@Suite("Interface words") struct InterfaceWordsTests {
    static let required = ["en", "fr", "de", "es", "it", "pt-BR", "nl", "sv", "ru", "tr", "ja", "ko",
                           "zh-Hans", "zh-Hant", "ar", "he"]

    @Test("are built in for the sixteen languages of docs/languages.md")
    func builtIn() {
        #expect(Set(InterfaceWords.builtInTags).isSuperset(of: Self.required))
        #expect(InterfaceWords.keys.count >= 40)
    }

    @Test("every language file has every word, in its own words", arguments: required)
    func complete(tag: String) throws {
        let file = try #require(ThemeFilesAccess.words(tag))
        let english = try #require(ThemeFilesAccess.words("en"))
        #expect(file.language == tag)
        #expect(Set(file.entries.keys) == Set(english.entries.keys), "keys differ from English")
        for key in InterfaceWords.keys {
            guard case .plural(let forms)? = file.entries[key] else { continue }
            #expect(forms[.other] != nil, "\(tag).\(key) has no 'other' form")
            // Every category the language's rule gives for a count must have its form.
            for count in 0...200 {
                let category = PluralRule.category(of: count, in: tag)
                #expect(forms[category] != nil, "\(tag).\(key) lacks '\(category.rawValue)' (for \(count))")
            }
        }
        if tag != "en" {
            let same = ["whatsNew", "continue", "next", "done", "close", "retry"].filter { file.text($0) == english.text($0) }
            #expect(same.isEmpty, "\(tag) keeps English for \(same)")
        }
    }

    @Test("are found by RFC 4647 lookup, with the scripts Chinese regions imply", arguments: [
        ("fr-CA", "Nouveautés"), ("fr", "Nouveautés"), ("de-AT", "Neuigkeiten"), ("pt", "Novidades"),
        ("zh-TW", "新功能"), ("zh-Hant-HK", "新功能"), ("zh-CN", "新功能"), ("zh", "新功能"),
        ("ar-EG", "الجديد"), ("pl", "What's New"), ("en-GB", "What's New"),
    ])
    func lookup(tag: String, whatsNew: String) {
        #expect(InterfaceWords.builtIn(for: tag).text("whatsNew") == whatsNew)
    }

    @Test("Traditional and Simplified Chinese differ where their words do")
    func chineseScripts() {
        #expect(InterfaceWords.builtIn(for: "zh-TW").text("close") == "關閉")
        #expect(InterfaceWords.builtIn(for: "zh-CN").text("close") == "关闭")
    }

    @Test("fill their placeholders")
    func placeholders() {
        let words = InterfaceWords.builtIn(for: "zh-Hans")
        #expect(words.text("pageOf", ["n": "2", "count": "5"]) == "第 2 页，共 5 页")
        #expect(InterfaceWords.builtIn(for: "de").text("inVersion", ["version": "1.4.0"]) == " in Version 1.4.0")
        #expect(InterfaceWords.builtIn(for: "ja").text("page", ["number": "3"]) == "3ページ")
    }

    @Test("fill each placeholder once, keep the ones with no value, and never fill a value put in")
    func fillRules() {
        let fill = InterfaceWords.fill
        #expect(fill("{a}, {b} and {a}", ["a": "1", "b": "2"]) == "1, 2 and 1")
        #expect(fill("{a} {missing} {b", ["a": "x", "b": "y"]) == "x {missing} {b")
        #expect(fill("{a}{b}", ["a": "{b}", "b": "z"]) == "{b}z")
        #expect(fill("{{a}}", ["a": "é"]) == "{é}")
        #expect(fill("«{n}» — {n}", ["n": "二"]) == "«二» — 二")
        #expect(fill("no braces", ["a": "x"]) == "no braces")
        #expect(fill("{a}", [:]) == "{a}")
    }
}

/// Reads a language file as it is, without English filled in.
enum ThemeFilesAccess {
    static func words(_ tag: String) -> InterfaceWords? {
        ThemeFilesBytes.file("i18n/\(tag).json").flatMap { InterfaceWords.parse($0) }
    }
}
