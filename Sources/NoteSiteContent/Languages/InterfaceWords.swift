import Foundation
import NoteSiteTheme

/// The words of the theme and the widget in one language: built in from
/// `Templates/i18n/<tag>.json`, then overridden from `notesite.yml`.
public struct InterfaceWords: Sendable, Equatable {
    /// One word or phrase, or one per plural category where a count appears.
    public enum Entry: Sendable, Equatable {
        case text(String)
        case plural([PluralCategory: String])
    }

    /// The language the words are in; plural forms follow its rules.
    public var language: String
    /// The language's own name for itself, for the language switcher.
    public var name: String
    var entries: [String: Entry]

    /// The tags whose words are built in, sorted.
    public static var builtInTags: [String] { builtIn.keys.sorted() }

    /// Every key a language file may hold (English's, which has them all).
    public static var keys: [String] { (builtIn["en"]?.entries.keys).map { $0.sorted() } ?? [] }

    /// The built-in words for `tag`, found by RFC 4647 lookup (`fr-CA` →
    /// `fr`); English for languages without words of their own. Keys a
    /// language file lacks come from English.
    public static func builtIn(for tag: String) -> InterfaceWords {
        let english = builtIn["en"] ?? InterfaceWords(language: "en", name: "English", entries: [:])
        guard let found = LanguageTag.lookupChain(for: tag).lazy.compactMap({ builtIn[$0] }).first else {
            var words = english
            words.language = LanguageTag.normalized(tag)
            return words
        }
        var words = found
        words.entries.merge(english.entries) { own, _ in own }
        return words
    }

    /// True when words are built in for `tag` itself or a more general tag.
    public static func hasBuiltIn(_ tag: String) -> Bool {
        LanguageTag.lookupChain(for: tag).contains { builtIn[$0] != nil }
    }

    /// The word for `key` with `{name}` placeholders filled in.
    public func text(_ key: String, _ values: [String: String] = [:]) -> String {
        switch entries[key] {
        case .text(let text): Self.fill(text, values)
        case .plural(let forms): Self.fill(forms[.other] ?? forms.values.sorted().first ?? key, values)
        case nil: key
        }
    }

    /// The form of `key` for `count` by the language's plural rules, with
    /// `{count}` and the other placeholders filled in.
    public func counted(_ key: String, count: Int, _ values: [String: String] = [:]) -> String {
        var all = values
        all["count"] = String(count)
        guard case .plural(let forms) = entries[key] else { return text(key, all) }
        let category = PluralRule.category(of: count, in: language)
        return Self.fill(forms[category] ?? forms[.other] ?? "", all)
    }

    /// The entry for `key`, as the widget receives it.
    public func entry(_ key: String) -> Entry? { entries[key] }

    /// Replaces one word, e.g. from `notesite.yml`.
    public mutating func set(_ key: String, to entry: Entry) {
        entries[key] = entry
    }

    /// One pass over `text`: a value put in is not searched again, and a
    /// placeholder with no value stays as written. (This runs for every
    /// release on every page, so it does not go through Foundation.)
    static func fill(_ text: String, _ values: [String: String]) -> String {
        let utf8 = text.utf8
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        guard !values.isEmpty, var from = utf8.firstIndex(of: open) else { return text }
        var result = ""
        result.reserveCapacity(utf8.count + 16)
        var copied = utf8.startIndex
        while let start = utf8[from...].firstIndex(of: open) {
            let nameStart = utf8.index(after: start)
            guard let end = utf8[nameStart...].firstIndex(of: close) else { break }
            guard let value = values[String(text[nameStart..<end])] else {
                from = nameStart
                continue
            }
            result += text[copied..<start]
            result += value
            copied = utf8.index(after: end)
            from = copied
        }
        result += text[copied...]
        return result
    }

    /// The built-in files, read once.
    private static let builtIn: [String: InterfaceWords] = {
        var result: [String: InterfaceWords] = [:]
        for (path, bytes) in ThemeFiles.all where path.hasPrefix("i18n/") && path.hasSuffix(".json") {
            guard let words = parse(Data(bytes)) else { continue }
            result[words.language] = words
        }
        return result
    }()

    /// Reads one language file: `{"language", "name", "words": {key: text | {category: text}}}`.
    static func parse(_ data: Data) -> InterfaceWords? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let language = object["language"] as? String, let name = object["name"] as? String,
              let words = object["words"] as? [String: Any] else { return nil }
        var entries: [String: Entry] = [:]
        for (key, value) in words {
            if let text = value as? String {
                entries[key] = .text(text)
            } else if let forms = value as? [String: String] {
                var plural: [PluralCategory: String] = [:]
                for (category, text) in forms { if let c = PluralCategory(rawValue: category) { plural[c] = text } }
                entries[key] = .plural(plural)
            }
        }
        return InterfaceWords(language: language, name: name, entries: entries)
    }
}
