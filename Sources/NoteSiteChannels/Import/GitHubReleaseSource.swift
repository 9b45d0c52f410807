import NoteSiteSourceData
/// One release as `gh release list --json …` (camelCase) or the REST API
/// `gh api repos/{owner}/{repo}/releases` (snake_case) writes it. Other keys
/// (author, assets, URLs…) are ignored.
struct GitHubReleaseSource: Decodable {
    var tag: Located<String>?
    var name: String?
    var body: String?
    var draft: Located<Bool>?
    var prerelease: Located<Bool>?
    var publishedAt: Located<String>?
    /// Where the release's object starts, for errors about it as a whole.
    var line: Int?

    private enum Keys: String, CodingKey {
        case tagName, tag_name, name, body, isDraft, draft, isPrerelease, prerelease, publishedAt, published_at
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        tag = try c.decodeIfPresent(Located<String>.self, forKey: .tagName)
            ?? c.decodeIfPresent(Located<String>.self, forKey: .tag_name)
        name = try c.decodeIfPresent(String.self, forKey: .name)
        body = try c.decodeIfPresent(String.self, forKey: .body)
        draft = try c.decodeIfPresent(Located<Bool>.self, forKey: .isDraft)
            ?? c.decodeIfPresent(Located<Bool>.self, forKey: .draft)
        prerelease = try c.decodeIfPresent(Located<Bool>.self, forKey: .isPrerelease)
            ?? c.decodeIfPresent(Located<Bool>.self, forKey: .prerelease)
        publishedAt = try c.decodeIfPresent(Located<String>.self, forKey: .publishedAt)
            ?? c.decodeIfPresent(Located<String>.self, forKey: .published_at)
        line = decoder.yamlNode?.mark.line
    }
}
