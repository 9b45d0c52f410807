import NoteSiteSourceData
/// Notelet's `[NoteletVersionNotes]` as Swift's synthesised `Codable` writes
/// it: `{"version", "items": [{"list": {"title", "rows": […]}} | {"media": {"kind": {"image": {}}, "url", "title", "description"}}]}`.
struct NoteletVersionSource: Decodable {
    var version: Located<String>
    var items: [NoteletItemSource]

    enum CodingKeys: String, CodingKey, CaseIterable { case version, items }
}

/// One `NoteletVersionNoteItem`: exactly one of `list` and `media`.
struct NoteletItemSource: Decodable {
    var list: List?
    var media: Media?
    var line: Int?

    enum CodingKeys: String, CodingKey, CaseIterable { case list, media }

    struct List: Decodable {
        var title: NoteletText
        var rows: [Row]
        enum CodingKeys: String, CodingKey, CaseIterable { case title, rows }
    }

    struct Row: Decodable {
        var symbolSystemName: Located<String>
        var title: NoteletText
        var description: NoteletText
        enum CodingKeys: String, CodingKey, CaseIterable { case symbolSystemName, title, description }
    }

    struct Media: Decodable {
        /// `{"image": {}}` or `{"video": {}}`, as Swift encodes a case without values.
        var kind: Located<[String: Empty]>
        var url: Located<String>
        var title: NoteletText
        var description: NoteletText
        enum CodingKeys: String, CodingKey, CaseIterable { case kind, url, title, description }
    }

    struct Empty: Decodable {}

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        list = try c.decodeIfPresent(List.self, forKey: .list)
        media = try c.decodeIfPresent(Media.self, forKey: .media)
        line = decoder.yamlNode?.mark.line
    }
}

/// A `LocalizedStringResource` as text: a plain string, or the encoded
/// resource's `key`, which for a resource made from a literal is the text.
struct NoteletText: Decodable {
    var value: String

    private enum Keys: String, CodingKey { case key }

    init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            value = text
            return
        }
        value = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .key)
    }
}
