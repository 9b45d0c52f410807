/// The formats `notesite export` writes (docs/channels.md).
public enum ExportFormat: String, Sendable, CaseIterable {
    case keepachangelog, sparkle, fastlane, github

    /// GitHub and Sparkle read the notes away from the site, so links need baseURL.
    var needsBaseURL: Bool { self == .sparkle || self == .github }
}
