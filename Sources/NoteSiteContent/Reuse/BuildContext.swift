import Foundation
import NoteSiteSupport

/// Everything a build reads besides the version files themselves: the
/// stamps of `notesite.yml`, `templates/` and the rest of `content/`
/// (icons, assets, language files, the folders), and the build's settings,
/// notesite's own identity among them. Two builds with equal contexts parse
/// a version file alike, and render alike from equal releases.
package struct BuildContext: Equatable, Sendable {
    package var stamps: [String: FileStamp]
    package var settings: String

    package init(stamps: [String: FileStamp], settings: String) {
        self.stamps = stamps
        self.settings = settings
    }

    /// `content/versions/` and what lies directly in it. Version files are
    /// keyed by their own stamps; translations are parsed anew every build
    /// and pages compare releases by value; the folder's own stamp, and
    /// an editor's scratch files beside the versions, change on every save.
    package static func isVersionEntry(_ path: String) -> Bool {
        let folder = "content/versions"
        guard path.hasPrefix(folder) else { return false }
        let rest = path.utf8.dropFirst(folder.utf8.count)
        guard let first = rest.first else { return true }
        return first == UInt8(ascii: "/") && !rest.dropFirst().contains(UInt8(ascii: "/"))
    }

    /// `content/unreleased/` and what lies in it: the fragments are read
    /// anew every build, and the first changelog page, the only page that
    /// shows them, compares the digest of their section (`SitePlan.pageJobs`).
    package static func isFragmentEntry(_ path: String) -> Bool {
        path == "content/unreleased" || path.hasPrefix("content/unreleased/")
    }

    /// The same context without `notesite.yml`, for parsing: of the
    /// configuration it reads only a few values, compared by value
    /// (`ParsedVersions.confirm`), so that a new site title does not mean
    /// every version file parsed again.
    package var leavingOutConfiguration: BuildContext {
        var context = self
        context.stamps[SiteConfig.fileName] = nil
        return context
    }

    /// True when every stamp is older than `start` by more than a clock tick,
    /// so that a later change cannot hide behind an equal stamp.
    func settled(before start: Int64, margin: Int64) -> Bool {
        stamps.values.allSatisfy { $0.isOlder(than: start - margin) }
    }
}
