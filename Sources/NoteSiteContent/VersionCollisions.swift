import NoteSiteSupport
import NoteSiteDiagnostics
/// The checks on versions that need all of them, or that the output paths
/// impose: each version has one file, no two differ only in letter case
/// (they would share one folder on a case-insensitive disk, docs/content.md), and
/// each fits in a file name.
enum VersionCollisions {
    /// The longest canonical version accepted. Each version names a folder
    /// (`versions/<v>/`), and file names stop at 255 bytes on common disks;
    /// this leaves room and is far above any real version.
    static let maximumLength = 200

    static func check(_ releases: [Release]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var seen: [SemanticVersion: Release] = [:]
        var folded: [String: Release] = [:]
        for release in releases.sorted(by: { $0.sourcePath.precedesInByteOrder($1.sourcePath) }) {
            let canonical = release.version.canonical
            if canonical.utf8.count > maximumLength {
                problems.append(problem(release, "version \(excerpt(canonical)) is \(canonical.utf8.count) characters long, "
                    + "more than the \(maximumLength) a version may have",
                    hint: "shorten the pre-release; it becomes a folder name, and file names are short"))
                continue
            }
            if let first = seen[release.version] {
                problems.append(problem(release, "version \(canonical) is also given by \(first.sourcePath)",
                    hint: "give each version one file (build metadata does not make versions different)"))
            } else if let first = folded[canonical.lowercased()] {
                problems.append(problem(release, "version \(canonical) differs only in letter case from "
                    + "\(first.version.canonical) in \(first.sourcePath)",
                    hint: "write both pre-releases in the same case: their folders would be one on a case-insensitive disk"))
            } else {
                seen[release.version] = release
                folded[canonical.lowercased()] = release
            }
        }
        return problems
    }

    private static func problem(_ release: Release, _ message: String, hint: String) -> Diagnostic {
        Diagnostic(path: release.sourcePath, line: release.versionLine, column: release.versionColumn,
                   message: message, hint: hint)
    }

    private static func excerpt(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
