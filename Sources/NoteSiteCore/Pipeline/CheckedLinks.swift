import Foundation

/// The body-link warnings of each release from the previous build in this
/// process (`serve`), reused while the release and the set of paths the
/// site has are both unchanged: the check scans every body, and most
/// rebuilds change one.
final class CheckedLinks: @unchecked Sendable {
    private let lock = NSLock()
    private var known: Set<String> = []
    private let memo = ReleaseMemo<[Diagnostic]>()

    /// Starts a check against `known`: results of releases the previous
    /// check did not see are dropped, and all of them when `known` changed.
    func begin(known: Set<String>) {
        memo.endPass()
        let changed = lock.withLock {
            defer { self.known = known }
            return known != self.known
        }
        if changed { memo.removeAll() }
    }

    /// The set of paths checked against and each release's warnings (`SavedMemory`).
    var saved: (known: Set<String>, entries: [(key: String, release: Release, value: [Diagnostic])]) {
        get { (lock.withLock { known }, memo.entries) }
        set {
            lock.withLock { known = newValue.known }
            memo.restore(newValue.entries)
        }
    }

    /// The warnings for `release`, from the previous build when it is unchanged.
    func problems(of release: Release, make: () -> [Diagnostic]) -> [Diagnostic] {
        memo.value(for: release.sourcePath, release: release, make: make)
    }
}
