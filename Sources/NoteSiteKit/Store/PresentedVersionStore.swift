/// Where the presented versions are kept, shaped like WhatsNewKit's
/// `WhatsNewVersionStore`: read them, save one, remove one.
public protocol PresentedVersionStore: Sendable {
    /// The presented versions, or nil when nothing was ever stored (which
    /// `skipFirstVisit` looks at).
    var presentedVersions: Set<SemanticVersion>? { get }
    /// Records `version` as presented.
    func save(presentedVersion version: SemanticVersion)
    /// Forgets that `version` was presented.
    func remove(presentedVersion version: SemanticVersion)
    /// Forgets every presented version, as if nothing was ever stored.
    func removeAll()
}

extension PresentedVersionStore {
    /// Records every version in `versions`.
    public func save(presentedVersions versions: some Sequence<SemanticVersion>) {
        for version in versions { save(presentedVersion: version) }
    }
}
