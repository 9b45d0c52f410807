/// One feature row of a sheet's first page (WhatsNewKit's `Feature`).
///
/// Exactly one of `icon`, `emoji` and `image` is set.
public struct NoteFeature: Codable, Sendable, Equatable {
    /// A built-in icon's name (`star.fill`, `bi:rocket-takeoff`) or a site's own SVG icon.
    public var icon: String?
    /// An emoji shown in place of an icon.
    public var emoji: String?
    /// A site-relative or absolute image URL shown in place of an icon.
    public var image: String?
    /// The image's alternative text.
    public var alt: String?
    /// A CSS color for the icon; nil means the site's accent color.
    public var color: String?
    public var title: InlineText
    public var subtitle: InlineText?
    /// The platforms this feature is for; nil means every platform.
    public var platforms: [String]?

    public init(icon: String? = nil, emoji: String? = nil, image: String? = nil, alt: String? = nil,
                color: String? = nil, title: InlineText, subtitle: InlineText? = nil, platforms: [String]? = nil) {
        self.icon = icon
        self.emoji = emoji
        self.image = image
        self.alt = alt
        self.color = color
        self.title = title
        self.subtitle = subtitle
        self.platforms = platforms
    }
}
