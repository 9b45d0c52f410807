import NoteSiteContent
/// The choices `notesite import` leaves to the user.
public struct ImportOptions: Sendable {
    /// Write over version files that exist already.
    public var force = false
    /// Import `[Unreleased]` as a draft of this version.
    public var unreleasedVersion: SemanticVersion?

    public init() {}
}
