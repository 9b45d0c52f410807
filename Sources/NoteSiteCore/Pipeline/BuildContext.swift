import Foundation
import NoteSiteSupport

/// Everything a build reads besides the version files themselves: the
/// stamps of `notesite.yml`, `templates/` and the rest of `content/`
/// (icons, assets, language files, the folders), and the build's settings,
/// notesite's own identity among them. Two builds with equal contexts parse
/// a version file alike, and render alike from equal releases.
struct BuildContext: Equatable, Sendable {
    var stamps: [String: FileStamp]
    var settings: String

    init(stamps: [String: FileStamp], settings: String) {
        self.stamps = stamps
        self.settings = settings
    }

    /// The context of `inputs`, or nil when their stamps cannot vouch for
    /// the content (a link or a folder that could not be read).
    init?(_ inputs: InputStamps) {
        guard inputs.trustworthy else { return nil }
        stamps = inputs.files.filter { !Self.isVersionEntry($0.key) && !Self.isFragmentEntry($0.key) }
        settings = inputs.settings
    }

    /// `content/versions/` and what lies directly in it. Version files are
    /// keyed by their own stamps; translations are parsed anew every build
    /// and pages compare releases by value; the folder's own stamp, and
    /// an editor's scratch files beside the versions, change on every save.
    static func isVersionEntry(_ path: String) -> Bool {
        let folder = "content/versions"
        guard path.hasPrefix(folder) else { return false }
        let rest = path.utf8.dropFirst(folder.utf8.count)
        guard let first = rest.first else { return true }
        return first == UInt8(ascii: "/") && !rest.dropFirst().contains(UInt8(ascii: "/"))
    }

    /// `content/unreleased/` and what lies in it: the fragments are read
    /// anew every build, and the first changelog page, the only page that
    /// shows them, compares them by value (`PageRenderer.unreleasedFacts`).
    static func isFragmentEntry(_ path: String) -> Bool {
        path == "content/unreleased" || path.hasPrefix("content/unreleased/")
    }

    /// The same context without `notesite.yml`, for parsing: of the
    /// configuration it reads only a few values, compared by value
    /// (`ParsedVersions.confirm`), so that a new site title does not mean
    /// every version file parsed again.
    var leavingOutConfiguration: BuildContext {
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

extension InputStamps {
    /// The stamps of the files directly in `content/versions/`, by name.
    var versionFiles: [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        let prefix = "content/versions/"
        for (path, stamp) in files where path.hasPrefix(prefix) && BuildContext.isVersionEntry(path) {
            stamps[String(path.dropFirst(prefix.count))] = stamp
        }
        return stamps
    }
}
