import NoteSiteContent
/// The texts of one version that search finds, as its pages show them
/// (docs/search.md): title, features, change items, sheet pages, labels,
/// change types and platforms, then the body's headings and paragraphs.
struct SearchDocument {
    var entries: [SearchEntry] = []

    /// `platforms`: those the version counts for; nil: every platform.
    init(_ release: Release, words: InterfaceWords, body includesBody: Bool, platforms: [String]? = nil) {
        let version = release.version.canonical
        if let title = release.title { add(.title, title.text) }
        // By index: a feature bound whole is copied, every field retained.
        let features = release.features
        for n in features.indices {
            let anchor = Self.featureAnchor(version: version, number: n + 1)
            add(.feature, features[n].title.text, anchor)
            if let subtitle = features[n].subtitle?.text { add(.feature, subtitle, anchor) }
        }
        for list in release.changes {
            for (n, item) in list.items.enumerated() {
                add(.change, item.text, Self.changeAnchor(version: version, kind: list.kind, number: n + 1))
            }
        }
        for page in release.pages {
            switch page {
            case .list(let title, let rows):
                if let title { add(.page, title.text) }
                for row in rows {
                    add(.page, row.title.text)
                    if let subtitle = row.subtitle { add(.page, subtitle.text) }
                }
            case .image(_, let alt, let title, let description):
                if let title { add(.page, title.text) }
                if let description { add(.page, description.text) }
                if alt != title?.text { add(.page, alt) }
            case .video(_, _, let title, let description):
                if let title { add(.page, title.text) }
                if let description { add(.page, description.text) }
            }
        }
        for label in release.filterLabels { add(.label, words.labelText(label)) }
        for platform in platforms ?? [] { add(.label, PlatformName.display(platform)) }
        if includesBody {
            for block in BodyText.blocks(ofHTML: release.bodyHTML) {
                add(block.isHeading ? .heading : .body, block.text)
            }
        }
    }

    private mutating func add(_ field: SearchField, _ text: String, _ anchor: String = "") {
        let trimmed = Self.trimmed(text)
        guard !trimmed.isEmpty else { return }
        entries.append(SearchEntry(field: field, text: trimmed, anchor: anchor))
    }

    /// `text` without white space at either end; most texts have none, and
    /// are returned as they are.
    static func trimmed(_ text: String) -> String {
        // At either end a visible ASCII byte, as nearly always: nothing to trim.
        if let first = text.utf8.first, let last = text.utf8.last,
           first > 0x20, first < 0x7F, last > 0x20, last < 0x7F { return text }
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return text }
        if !first.properties.isWhitespace && !last.properties.isWhitespace { return text }
        let kept = scalars.drop { $0.properties.isWhitespace }.reversed().drop { $0.properties.isWhitespace }
        return String(String.UnicodeScalarView(kept.reversed()))
    }

    /// The id of a feature on the permalink page: `f-1.4.0-2`.
    static func featureAnchor(version: String, number: Int) -> String { "f-\(version)-\(number)" }

    /// The id of a change item on the permalink page: `c-1.4.0-fixed-1`.
    static func changeAnchor(version: String, kind: ChangeKind, number: Int) -> String { "c-\(version)-\(kind.rawValue)-\(number)" }
}
