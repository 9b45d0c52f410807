import NoteSiteSourceData
/// A version file as written: the keys of docs/content.md, before validation.
/// Values that later checks may reject keep their location.
struct VersionSource: Decodable {
    var version: Located<String>
    var date: Located<String>?
    var title: Located<String>?
    var draft: Bool?
    var features: [FeatureSource]?
    var pages: [PageSource]?
    var primaryAction: PrimaryActionSource?
    var secondaryAction: SecondaryActionSource?
    var layout: LayoutSource?
    var changes: ChangesSource?
    var labels: [Located<String>]?
    var yanked: Bool?
    var build: Located<String>?
    var platforms: [Located<String>]?
    var audience: [Located<String>]?
    /// Only in JSON files; a Markdown file's body follows its front matter.
    var body: Located<String>?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case version, date, title, draft, features, pages, primaryAction, secondaryAction, layout, changes, labels, yanked, build,
             platforms, audience, body
    }
}

/// `changes`: Keep a Changelog's six types, each a list of inline Markdown.
struct ChangesSource: Decodable {
    var added: [ChangeItemSource]?
    var changed: [ChangeItemSource]?
    var deprecated: [ChangeItemSource]?
    var removed: [ChangeItemSource]?
    var fixed: [ChangeItemSource]?
    var security: [ChangeItemSource]?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case added, changed, deprecated, removed, fixed, security
    }

    /// The list written for `kind`, if any.
    func items(_ kind: ChangeKind) -> [ChangeItemSource]? {
        switch kind {
        case .added: added
        case .changed: changed
        case .deprecated: deprecated
        case .removed: removed
        case .fixed: fixed
        case .security: security
        }
    }
}

/// A feature row (WhatsNewKit) or a list row (Notelet): one of icon, emoji, image.
struct FeatureSource: Decodable {
    var icon: Located<String>?
    var emoji: Located<String>?
    var image: Located<String>?
    var alt: String?
    var color: Located<String>?
    var title: Located<String>
    var subtitle: Located<String>?
    var platforms: [Located<String>]?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case icon, emoji, image, alt, color, title, subtitle, platforms
    }
}

/// A row of a list page; Notelet's Codable rows name the icon `symbolSystemName`.
struct RowSource: Decodable {
    var icon: Located<String>?
    var symbolSystemName: Located<String>?
    var emoji: Located<String>?
    var image: Located<String>?
    var alt: String?
    var color: Located<String>?
    var title: Located<String>
    var description: Located<String>?
    var platforms: [Located<String>]?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case icon, symbolSystemName, emoji, image, alt, color, title, description, platforms
    }
}

struct ListSource: Decodable {
    var title: Located<String>?
    var rows: [RowSource]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, rows
    }
}

/// Notelet's Codable media: `{"kind": {"image": {}}, "url", "title", "description"}`.
struct MediaSource: Decodable {
    var kind: Located<[String: Empty]>
    var url: Located<String>
    var poster: Located<String>?
    var alt: String?
    var title: Located<String>?
    var description: Located<String>?

    struct Empty: Decodable {}

    enum CodingKeys: String, CodingKey, CaseIterable {
        case kind, url, poster, alt, title, description
    }
}

/// One `pages` item: a list, an image, a video, or Notelet's shapes of them.
struct PageSource: Decodable {
    var list: ListSource?
    var image: Located<String>?
    var video: Located<String>?
    var media: MediaSource?
    var poster: Located<String>?
    var alt: String?
    var title: Located<String>?
    var description: Located<String>?
    var platforms: [Located<String>]?
    /// Where the item starts, for errors about the item as a whole.
    var location: Located<Bool>

    enum CodingKeys: String, CodingKey, CaseIterable {
        case list, image, video, media, poster, alt, title, description, platforms
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        list = try c.decodeIfPresent(ListSource.self, forKey: .list)
        image = try c.decodeIfPresent(Located<String>.self, forKey: .image)
        video = try c.decodeIfPresent(Located<String>.self, forKey: .video)
        media = try c.decodeIfPresent(MediaSource.self, forKey: .media)
        poster = try c.decodeIfPresent(Located<String>.self, forKey: .poster)
        alt = try c.decodeIfPresent(String.self, forKey: .alt)
        title = try c.decodeIfPresent(Located<String>.self, forKey: .title)
        description = try c.decodeIfPresent(Located<String>.self, forKey: .description)
        platforms = try c.decodeIfPresent([Located<String>].self, forKey: .platforms)
        location = Located(true, line: decoder.yamlNode?.mark.line, column: decoder.yamlNode?.mark.column)
    }
}

struct PrimaryActionSource: Decodable {
    var title: Located<String>?
    var backgroundColor: Located<String>?
    var foregroundColor: Located<String>?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, backgroundColor, foregroundColor
    }
}

struct SecondaryActionSource: Decodable {
    var title: Located<String>
    var url: Located<String>

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, url
    }
}
