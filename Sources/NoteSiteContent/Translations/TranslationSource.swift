import NoteSiteSourceData
/// A translation file as written (docs/languages.md): the original's texts, alt texts,
/// media URLs and links in another language. Keys a translation must not set
/// are decoded too, only to say where they are.
struct TranslationSource: Decodable {
    var version: Located<String>
    var title: Located<String>?
    var features: Located<[FeatureTextSource]>?
    var pages: Located<[PageTextSource]>?
    var primaryAction: PrimaryActionTextSource?
    var secondaryAction: SecondaryActionTextSource?
    var changes: ChangesTextSource?
    /// Only in JSON files; a Markdown file's body follows its front matter.
    var body: Located<String>?
    var date: Forbidden?
    var draft: Forbidden?
    var yanked: Forbidden?
    var build: Forbidden?
    var labels: Forbidden?
    var layout: Forbidden?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case version, title, features, pages, primaryAction, secondaryAction, changes, body
        case date, draft, yanked, build, labels, layout
    }

    /// The keys that belong to the original alone, where they are set.
    var forbidden: [(String, Forbidden)] {
        [("date", date), ("draft", draft), ("yanked", yanked), ("build", build), ("labels", labels), ("layout", layout)]
            .compactMap { name, value in value.map { (name, $0) } }
    }
}

/// A key whose value is not read, only located.
struct Forbidden: Decodable {
    var line: Int?
    var column: Int?

    init(from decoder: any Decoder) throws {
        line = decoder.yamlNode?.mark.line
        column = decoder.yamlNode?.mark.column
    }
}

/// A feature's or a list row's texts; its icon and color are the original's.
struct FeatureTextSource: Decodable {
    var title: Located<String>?
    var subtitle: Located<String>?
    var description: Located<String>?
    var alt: String?
    var icon: Forbidden?
    var symbolSystemName: Forbidden?
    var emoji: Forbidden?
    var image: Forbidden?
    var color: Forbidden?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, subtitle, description, alt, icon, symbolSystemName, emoji, image, color
    }

    var forbidden: [(String, Forbidden)] {
        [("icon", icon), ("symbolSystemName", symbolSystemName), ("emoji", emoji), ("image", image), ("color", color)]
            .compactMap { name, value in value.map { (name, $0) } }
    }
}

struct ListTextSource: Decodable {
    var title: Located<String>?
    var rows: Located<[FeatureTextSource]>?

    enum CodingKeys: String, CodingKey, CaseIterable { case title, rows }
}

/// Notelet's media item in a translation: its URL, poster and texts.
struct MediaTextSource: Decodable {
    var url: Located<String>?
    var poster: Located<String>?
    var alt: String?
    var title: Located<String>?
    var description: Located<String>?
    var kind: Forbidden?

    enum CodingKeys: String, CodingKey, CaseIterable { case url, poster, alt, title, description, kind }
}

/// One `pages` item of a translation, matched to the original's by position.
struct PageTextSource: Decodable {
    var list: ListTextSource?
    var image: Located<String>?
    var video: Located<String>?
    var media: MediaTextSource?
    var poster: Located<String>?
    var alt: String?
    var title: Located<String>?
    var description: Located<String>?
    var location: Located<Bool>

    enum CodingKeys: String, CodingKey, CaseIterable {
        case list, image, video, media, poster, alt, title, description
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        list = try c.decodeIfPresent(ListTextSource.self, forKey: .list)
        image = try c.decodeIfPresent(Located<String>.self, forKey: .image)
        video = try c.decodeIfPresent(Located<String>.self, forKey: .video)
        media = try c.decodeIfPresent(MediaTextSource.self, forKey: .media)
        poster = try c.decodeIfPresent(Located<String>.self, forKey: .poster)
        alt = try c.decodeIfPresent(String.self, forKey: .alt)
        title = try c.decodeIfPresent(Located<String>.self, forKey: .title)
        description = try c.decodeIfPresent(Located<String>.self, forKey: .description)
        location = Located(true, line: decoder.yamlNode?.mark.line, column: decoder.yamlNode?.mark.column)
    }
}

struct PrimaryActionTextSource: Decodable {
    var title: Located<String>?
    var backgroundColor: Forbidden?
    var foregroundColor: Forbidden?

    enum CodingKeys: String, CodingKey, CaseIterable { case title, backgroundColor, foregroundColor }
}

struct SecondaryActionTextSource: Decodable {
    var title: Located<String>?
    var url: Located<String>?

    enum CodingKeys: String, CodingKey, CaseIterable { case title, url }
}

/// `changes` in a translation: each type's list, item by item.
struct ChangesTextSource: Decodable {
    var added: Located<[Located<String>]>?
    var changed: Located<[Located<String>]>?
    var deprecated: Located<[Located<String>]>?
    var removed: Located<[Located<String>]>?
    var fixed: Located<[Located<String>]>?
    var security: Located<[Located<String>]>?

    enum CodingKeys: String, CodingKey, CaseIterable { case added, changed, deprecated, removed, fixed, security }

    /// The types given, in Keep a Changelog's order.
    var lists: [(String, Located<[Located<String>]>)] {
        [("added", added), ("changed", changed), ("deprecated", deprecated), ("removed", removed),
         ("fixed", fixed), ("security", security)].compactMap { name, value in value.map { (name, $0) } }
    }
}
