import Foundation

/// Keeps the presented versions in memory only, for previews, tests and
/// apps that keep them elsewhere.
public final class InMemoryVersionStore: PresentedVersionStore, @unchecked Sendable {
    // Every access goes through the lock.
    private let lock = NSLock()
    private var versions: [SemanticVersion]?

    /// A store holding `versions`; nil means nothing was ever stored.
    public init(versions: [SemanticVersion]? = nil) {
        self.versions = versions
    }

    public var presentedVersions: Set<SemanticVersion>? {
        lock.withLock { versions.map(Set.init) }
    }

    public func save(presentedVersion version: SemanticVersion) {
        lock.withLock {
            var list = versions ?? []
            if !list.contains(version) { list.append(version) }
            versions = list
        }
    }

    public func remove(presentedVersion version: SemanticVersion) {
        lock.withLock { versions = versions?.filter { $0 != version } }
    }

    public func removeAll() {
        lock.withLock { versions = nil }
    }
}
