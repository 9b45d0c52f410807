/// The formats `notesite import` reads (SPEC §12).
public enum ImportFormat: String, Sendable, CaseIterable {
    case keepachangelog
    case githubReleases = "github-releases"
    case notelet
}
