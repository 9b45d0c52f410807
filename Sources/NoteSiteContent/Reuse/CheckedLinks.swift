import Foundation

/// The site-relative links and images of each release's body, from the
/// previous build (`serve`, or the saved memory), reused while the release
/// is unchanged: finding them means reading and scanning every body, and
/// most rebuilds change one. Whether each leads somewhere is checked again
/// on every build, against the paths the site has then, which is a set
/// lookup per link: a version added or removed changes those paths, and
/// must not send every body to be read again.
package final class CheckedLinks: @unchecked Sendable {
    private let memo = ReleaseMemo<[MarkedLink]>()

    package init() {}

    /// Starts a check: links of releases the previous check did not see are dropped.
    func begin() {
        memo.endPass()
    }

    /// Each release's links (`SavedMemory`).
    package var saved: [(key: String, release: Release, value: [MarkedLink])] {
        get { memo.table.map { ($0.key, $0.value.release, $0.value.value) } }
        set { memo.restore(table: Dictionary(newValue.lazy.map { ($0.key, ($0.release, $0.value)) }) { _, last in last }) }
    }

    /// The marked links of `release`, from the previous build when it is unchanged.
    func links(of release: Release, make: () -> [MarkedLink]) -> [MarkedLink] {
        memo.value(for: release.sourcePath, release: release, make: make)
    }
}
