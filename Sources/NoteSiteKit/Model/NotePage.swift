/// A further page of the sheet (Notelet's items), in the normalised shape of
/// `notes.json`: a list page has `title` and `rows`; an image or video page
/// has `url` and, as set, `alt`, `poster`, `title` and `description`.
public struct NotePage: Codable, Sendable, Equatable {
    /// What the page shows.
    public struct Kind: RawRepresentable, Codable, Sendable, Hashable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let list = Kind(rawValue: "list")
        public static let image = Kind(rawValue: "image")
        public static let video = Kind(rawValue: "video")
    }

    public var type: Kind
    public var title: InlineText?
    /// A list page's rows; nil on media pages.
    public var rows: [NoteRow]?
    /// A media page's image or video, site-relative or absolute.
    public var url: String?
    public var alt: String?
    /// A video's poster image.
    public var poster: String?
    public var description: InlineText?
    /// The platforms this page is for; nil means every platform.
    public var platforms: [String]?

    public init(type: Kind, title: InlineText? = nil, rows: [NoteRow]? = nil, url: String? = nil, alt: String? = nil,
                poster: String? = nil, description: InlineText? = nil, platforms: [String]? = nil) {
        self.type = type
        self.title = title
        self.rows = rows
        self.url = url
        self.alt = alt
        self.poster = poster
        self.description = description
        self.platforms = platforms
    }
}
