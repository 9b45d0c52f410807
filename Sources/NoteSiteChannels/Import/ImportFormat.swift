/// The formats `notesite import` reads (docs/channels.md).
public enum ImportFormat: String, Sendable, CaseIterable {
    case keepachangelog
    case githubReleases = "github-releases"
    case notelet
}
