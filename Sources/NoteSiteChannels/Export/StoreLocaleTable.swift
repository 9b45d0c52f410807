import NoteSiteContent
/// The locale names the App Store and Google Play use for a site language
/// (fastlane's deliver and supply folder names), which differ: `fr` is
/// `fr-FR` in both, but `ja` is `ja` on the App Store and `ja-JP` on Play.
enum StoreLocaleTable {
    enum Store: String, Sendable {
        case appStore = "App Store"
        case googlePlay = "Google Play"
    }

    /// Every App Store Connect locale fastlane deliver accepts.
    static let appStoreLocales: Set<String> = [
        "ar-SA", "ca", "cs", "da", "de-DE", "el", "en-AU", "en-CA", "en-GB", "en-US", "es-ES", "es-MX", "fi",
        "fr-CA", "fr-FR", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "ms", "nl-NL", "no", "pl", "pt-BR",
        "pt-PT", "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant",
    ]

    /// Every Google Play locale fastlane supply accepts.
    static let googlePlayLocales: Set<String> = [
        "af", "am", "ar", "az-AZ", "be", "bg", "bn-BD", "ca", "cs-CZ", "da-DK", "de-DE", "el-GR", "en-AU",
        "en-CA", "en-GB", "en-IN", "en-SG", "en-US", "en-ZA", "es-419", "es-ES", "es-US", "et", "eu-ES", "fa",
        "fi-FI", "fil", "fr-CA", "fr-FR", "gl-ES", "hi-IN", "hr", "hu-HU", "hy-AM", "id", "is-IS", "it-IT",
        "iw-IL", "ja-JP", "ka-GE", "km-KH", "kn-IN", "ko-KR", "ky-KG", "lo-LA", "lt", "lv", "mk-MK", "ml-IN",
        "mn-MN", "mr-IN", "ms", "ms-MY", "my-MM", "ne-NP", "nl-NL", "no-NO", "pl-PL", "pt-BR", "pt-PT", "rm",
        "ro", "ru-RU", "si-LK", "sk", "sl", "sr", "sv-SE", "sw", "ta-IN", "te-IN", "th", "tr-TR", "uk", "vi",
        "zh-CN", "zh-HK", "zh-TW", "zu",
    ]

    /// A language tag's primary subtag (or script/region variant) to (App Store, Google Play).
    static let byLanguage: [String: (appStore: String?, googlePlay: String?)] = [
        "ar": ("ar-SA", "ar"), "ca": ("ca", "ca"), "cs": ("cs", "cs-CZ"), "da": ("da", "da-DK"),
        "de": ("de-DE", "de-DE"), "el": ("el", "el-GR"), "en": ("en-US", "en-US"), "es": ("es-ES", "es-ES"),
        "es-419": ("es-MX", "es-419"), "fi": ("fi", "fi-FI"), "fr": ("fr-FR", "fr-FR"), "he": ("he", "iw-IL"),
        "hi": ("hi", "hi-IN"), "hr": ("hr", "hr"), "hu": ("hu", "hu-HU"), "id": ("id", "id"), "it": ("it", "it-IT"),
        "ja": ("ja", "ja-JP"), "ko": ("ko", "ko-KR"), "ms": ("ms", "ms"), "nb": ("no", "no-NO"), "nl": ("nl-NL", "nl-NL"),
        "no": ("no", "no-NO"), "pl": ("pl", "pl-PL"), "pt": ("pt-PT", "pt-PT"), "pt-BR": ("pt-BR", "pt-BR"),
        "ro": ("ro", "ro"), "ru": ("ru", "ru-RU"), "sk": ("sk", "sk"), "sv": ("sv", "sv-SE"), "th": ("th", "th"),
        "tr": ("tr", "tr-TR"), "uk": ("uk", "uk"), "vi": ("vi", "vi"), "zh": ("zh-Hans", "zh-CN"),
        "zh-Hans": ("zh-Hans", "zh-CN"), "zh-Hant": ("zh-Hant", "zh-TW"), "zh-TW": ("zh-Hant", "zh-TW"),
        "zh-HK": ("zh-Hant", "zh-HK"), "zh-CN": ("zh-Hans", "zh-CN"),
    ]

    /// The store's locale for a site language: the override, the tag itself
    /// when the store knows it, the table's entry for the tag, then for its
    /// primary subtag; nil when none applies.
    static func locale(for language: String, in store: Store, overrides: ExportSettings.StoreLocales?) -> String? {
        let override = store == .appStore ? overrides?.appStore : overrides?.googlePlay
        if let override { return override }
        let known = store == .appStore ? appStoreLocales : googlePlayLocales
        if let exact = known.first(where: { $0.lowercased() == language.lowercased() }) { return exact }
        let primary = String(language.split(separator: "-").first ?? "")
        for key in [language, primary] {
            if let entry = byLanguage.first(where: { $0.key.lowercased() == key.lowercased() })?.value {
                return store == .appStore ? entry.appStore : entry.googlePlay
            }
        }
        return nil
    }
}
