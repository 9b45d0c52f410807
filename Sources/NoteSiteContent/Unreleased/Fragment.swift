import NoteSiteSourceData
/// One unreleased change: a file of `content/unreleased/`, validated
/// (docs/content.md, "Unreleased changes").
public struct Fragment: Sendable, Hashable {
    /// The file name in `content/unreleased/`; fragments are gathered in its order.
    public var name: String
    /// The file, as diagnostics name it.
    public var sourcePath: String
    public var kind: ChangeKind
    /// The change item: the fragment's body.
    public var text: InlineText
    public var labels: [String] = []
    public var platforms: [String] = []
    /// A sheet feature that the release lists too.
    public var feature: Feature?
    /// The line where the body starts, for diagnostics about the text.
    public var bodyLine: Int
    /// The text in further languages (`name.fr.md`), by language tag.
    public var translations: [String: InlineText] = [:]
    /// The translations' file names, removed with the fragment on release.
    public var translationFiles: [String] = []

    /// The text in `language`: its translation, else the original.
    public func text(in language: String) -> InlineText {
        translations[language] ?? text
    }
}

/// `content/unreleased/*.md` front matter as written.
struct FragmentSource: Decodable {
    var type: Located<String>
    var labels: [Located<String>]?
    var platforms: [Located<String>]?
    var feature: Feature?

    enum CodingKeys: String, CodingKey, CaseIterable { case type, labels, platforms, feature }

    /// `feature:` of a fragment: a sheet feature with a named icon.
    struct Feature: Decodable {
        var icon: Located<String>
        var title: Located<String>
        var subtitle: Located<String>?

        enum CodingKeys: String, CodingKey, CaseIterable { case icon, title, subtitle }
    }
}
