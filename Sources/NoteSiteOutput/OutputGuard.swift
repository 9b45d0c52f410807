import Foundation
import NoteSiteSupport

/// The refusals of docs/builds.md: where notesite will not write a site.
enum OutputGuard {
    /// Throws when `output` must not be (re)placed for a site at `siteFolder`.
    /// `displayPath` is how the user named the output folder.
    static func check(output: URL, siteFolder: URL, force: Bool, displayPath: String) throws(OutputError) {
        let out = PathText.canonical(output)
        let site = PathText.canonical(siteFolder)
        let home = ProcessInfo.processInfo.environment["HOME"].map { PathText.canonical(URL(fileURLWithPath: $0)) }
        if out == "/" || out == home { throw OutputError(path: displayPath, reason: .isRootOrHome) }
        if out == site { throw OutputError(path: displayPath, reason: .isSiteFolder) }
        if site.hasPrefix(out + "/") { throw OutputError(path: displayPath, reason: .holdsSiteFolder) }
        let content = site + "/content"
        if out == content || out.hasPrefix(content + "/") { throw OutputError(path: displayPath, reason: .insideContent) }

        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: out, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else { throw OutputError(path: displayPath, reason: .notAFolder) }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
        if entries.isEmpty || entries.contains(Manifest.fileName) || force { return }
        throw OutputError(path: displayPath, reason: .notMadeByNotesite)
    }
}
