import Foundation

/// Keeps the presented versions in `UserDefaults` under
/// `notesite.presentedVersions`, as a JSON array of canonical versions:
/// the format the widget keeps in the browser's storage.
public final class UserDefaultsVersionStore: PresentedVersionStore, @unchecked Sendable {
    // UserDefaults is thread-safe; the lock keeps a read-modify-write whole.
    private let defaults: UserDefaults
    private let key: String
    private let lock = NSLock()

    /// A store in `defaults` (an App Group's suite works) under `key`.
    public init(defaults: UserDefaults = .standard, key: String = "notesite.presentedVersions") {
        self.defaults = defaults
        self.key = key
    }

    public var presentedVersions: Set<SemanticVersion>? {
        lock.withLock { list().map(Set.init) }
    }

    public func save(presentedVersion version: SemanticVersion) {
        lock.withLock {
            var versions = list() ?? []
            if !versions.contains(version) { versions.append(version) }
            write(versions)
        }
    }

    public func remove(presentedVersion version: SemanticVersion) {
        lock.withLock {
            guard let versions = list() else { return }
            write(versions.filter { $0 != version })
        }
    }

    public func removeAll() {
        lock.withLock { defaults.removeObject(forKey: key) }
    }

    /// The stored list, nil when the key does not exist. A JSON string (as
    /// the widget writes), JSON data and a property-list array are all read.
    private func list() -> [SemanticVersion]? {
        switch defaults.object(forKey: key) {
        case nil: return nil
        case let text as String: return PresentedVersionList.decode(Data(text.utf8))
        case let data as Data: return PresentedVersionList.decode(data)
        case let texts as [String]: return PresentedVersionList.decode(texts)
        default: return []
        }
    }

    private func write(_ versions: [SemanticVersion]) {
        defaults.set(String(decoding: PresentedVersionList.encode(versions), as: UTF8.self), forKey: key)
    }
}
