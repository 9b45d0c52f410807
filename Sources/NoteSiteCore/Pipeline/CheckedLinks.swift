import Foundation

/// The body-link warnings of each release from the previous build in this
/// process (`serve`), reused while the release and the set of paths the
/// site has are both unchanged: the check scans every body, and most
/// rebuilds change one.
final class CheckedLinks: @unchecked Sendable {
    private let lock = NSLock()
    private var known: Set<String> = []
    private var results: [String: (release: Release, problems: [Diagnostic])] = [:]

    /// Starts a check against `known`: results made against another set are dropped.
    func begin(known: Set<String>) {
        lock.withLock {
            if known != self.known { results = [:] }
            self.known = known
        }
    }

    /// The warnings for `release`, from the previous build when it is unchanged.
    func problems(of release: Release, make: () -> [Diagnostic]) -> [Diagnostic] {
        let key = release.sourcePath
        if let earlier = lock.withLock({ results[key] }), earlier.release == release {
            return earlier.problems
        }
        let problems = make()
        lock.withLock { results[key] = (release, problems) }
        return problems
    }
}
