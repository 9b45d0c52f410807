import NoteSiteDiagnostics
/// Fragments whose text already stands in a version: left behind by a
/// release that stopped after writing the version file, or copied by hand.
package enum ReleasedFragments {
    /// Each such fragment with the first release that holds its text.
    package static func find(_ fragments: [Fragment], in releases: [Release]) -> [(Fragment, Release)] {
        guard !fragments.isEmpty else { return [] }
        var holder: [String: Release] = [:]
        // Oldest first, so that the first release holding a text is named.
        for release in releases.reversed() {
            for list in release.changes {
                for item in list.items where holder[item.markdown] == nil { holder[item.markdown] = release }
            }
        }
        return fragments.compactMap { fragment in holder[fragment.text.markdown].map { (fragment, $0) } }
    }

    /// `check`'s warnings about them.
    package static func warnings(_ fragments: [Fragment], in releases: [Release]) -> [Diagnostic] {
        find(fragments, in: releases).map { fragment, release in
            Diagnostic(.warning, path: fragment.sourcePath, line: fragment.bodyLine, column: 1,
                       message: "this change already stands in version \(release.version.canonical) (\(release.sourcePath))",
                       hint: "remove the fragment if it was released; 'notesite release' removes the fragments it gathers")
        }
    }
}
