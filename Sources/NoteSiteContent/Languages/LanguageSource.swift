import NoteSiteSourceData
/// `languages:` as written in `notesite.yml` (docs/languages.md): each further
/// language by tag, in the order given.
struct LanguagesSource: Decodable {
    var entries: [(tag: String, settings: Located<LanguageSource>)]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        entries = try c.allKeys.map { ($0.stringValue, try c.decode(Located<LanguageSource>.self, forKey: $0)) }
    }
}

/// One language's own texts: `title`, `description`, the widget's labels and
/// any interface word.
struct LanguageSource: Decodable {
    var title: String?
    var description: String?
    var widget: LabelsSource?
    var continueLabel: String?
    var nextLabel: String?
    var doneLabel: String?
    var words: WordsSource?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, description, widget, continueLabel, nextLabel, doneLabel, words
    }

    /// The widget's labels, named as under the top-level `widget:`.
    struct LabelsSource: Decodable {
        var title: String?
        var continueLabel: String?
        var nextLabel: String?
        var doneLabel: String?
        enum CodingKeys: String, CodingKey, CaseIterable { case title, continueLabel, nextLabel, doneLabel }
    }
}

/// `words:`: interface words by key, each a text or, for words with a
/// count, a text per CLDR plural category (`{one: …, other: …}`).
struct WordsSource: Decodable {
    var entries: [(key: String, value: Located<WordSource>)]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        entries = try c.allKeys.map { ($0.stringValue, try c.decode(Located<WordSource>.self, forKey: $0)) }
    }
}

enum WordSource: Decodable {
    case text(String)
    case plural([String: String])

    init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self = .text(text)
        } else {
            self = .plural(try decoder.singleValueContainer().decode([String: String].self))
        }
    }
}
