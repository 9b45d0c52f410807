/// One row of a list page (Notelet's list item): a feature with a description.
public struct NoteRow: Codable, Sendable, Equatable {
    public var icon: String?
    public var emoji: String?
    public var image: String?
    public var alt: String?
    public var color: String?
    public var title: InlineText
    public var description: InlineText?
    /// The platforms this row is for; nil means every platform.
    public var platforms: [String]?

    public init(icon: String? = nil, emoji: String? = nil, image: String? = nil, alt: String? = nil,
                color: String? = nil, title: InlineText, description: InlineText? = nil, platforms: [String]? = nil) {
        self.icon = icon
        self.emoji = emoji
        self.image = image
        self.alt = alt
        self.color = color
        self.title = title
        self.description = description
        self.platforms = platforms
    }
}
