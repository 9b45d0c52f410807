import NoteSiteSourceData
/// One `changes` item as written: a string, or `{text: "…", platforms: [android]}`
/// for an item that is only for some platforms (docs/content.md).
struct ChangeItemSource: Decodable {
    var text: Located<String>
    var platforms: [Located<String>]?

    enum CodingKeys: String, CodingKey, CaseIterable { case text, platforms }

    init(text: Located<String>, platforms: [Located<String>]? = nil) {
        self.text = text
        self.platforms = platforms
    }

    init(from decoder: any Decoder) throws {
        if let plain = try? decoder.singleValueContainer().decode(Located<String>.self) {
            text = plain
            return
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        text = try c.decode(Located<String>.self, forKey: .text)
        platforms = try c.decodeIfPresent([Located<String>].self, forKey: .platforms)
    }
}
