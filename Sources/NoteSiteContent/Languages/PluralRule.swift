/// CLDR's plural categories (Unicode TR35, "Language Plural Rules").
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other
}

/// The cardinal plural rules of CLDR for whole numbers, for the languages
/// whose interface words are built in. Counts on pages and in the widget are
/// never fractions, so only the integer branches of the rules are kept
/// (CLDR's operands i = n and v = 0).
public enum PluralRule {
    /// The category of `count` in `language` (a BCP 47 tag; only its primary
    /// subtag matters here). Languages without rules of their own follow
    /// English's one/other split.
    public static func category(of count: Int, in language: String) -> PluralCategory {
        let n = count < 0 ? -count : count
        let millions = n != 0 && n % 1_000_000 == 0
        switch LanguageTag.primary(of: language) {
        case "ja", "ko", "zh":
            return .other
        case "fr":
            return n <= 1 ? .one : millions ? .many : .other
        case "pt":
            // Brazilian Portuguese counts 0 with 1; European Portuguese does not.
            let european = LanguageTag.region(of: language) == "PT"
            if european ? n == 1 : n <= 1 { return .one }
            return millions ? .many : .other
        case "es", "it":
            return n == 1 ? .one : millions ? .many : .other
        case "ru", "uk":
            let (d, h) = (n % 10, n % 100)
            if d == 1 && h != 11 { return .one }
            if (2...4).contains(d) && !(12...14).contains(h) { return .few }
            return .many
        case "ar":
            let h = n % 100
            switch n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default: return (3...10).contains(h) ? .few : (11...99).contains(h) ? .many : .other
            }
        case "he":
            return n == 1 ? .one : n == 2 ? .two : .other
        default:
            // en, de, nl, sv, tr and everything without rules here.
            return n == 1 ? .one : .other
        }
    }
}
