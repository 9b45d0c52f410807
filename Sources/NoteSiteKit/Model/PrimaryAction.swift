/// The button that dismisses the sheet (WhatsNewKit's `PrimaryAction`).
public struct PrimaryAction: Codable, Sendable, Equatable {
    /// nil: the label follows the sheet (Continue, or Done on a multi-page sheet).
    public var title: InlineText?
    /// A CSS color, or `accent` for the site's accent color.
    public var backgroundColor: String?
    public var foregroundColor: String?

    public init(title: InlineText? = nil, backgroundColor: String? = nil, foregroundColor: String? = nil) {
        self.title = title
        self.backgroundColor = backgroundColor
        self.foregroundColor = foregroundColor
    }
}
