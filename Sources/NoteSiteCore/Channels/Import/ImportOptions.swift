/// The choices `notesite import` leaves to the user.
public struct ImportOptions: Sendable {
    /// Write over version files that exist already.
    public var force = false
    /// Import `[Unreleased]` as a draft of this version.
    public var unreleasedVersion: SemanticVersion?
    /// Write versions without a date as drafts instead of failing.
    public var missingDateAsDraft = false

    public init() {}
}
