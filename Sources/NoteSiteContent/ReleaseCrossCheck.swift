import Foundation
import NoteSiteSupport
import NoteSiteDiagnostics

/// Checks that need every release at once, made after loading (docs/content.md):
/// body links and images that lead to a site path or asset that will not
/// exist, and release dates that contradict precedence order.
struct ReleaseCrossCheck {
    /// Newest first by precedence.
    let releases: [Release]
    /// Files of `content/assets/`, relative to that folder.
    let assetFiles: [String]
    /// What decides which pages there are besides the releases' own.
    var config: SiteConfig?
    /// The previous build's results, in a process that builds again (`serve`).
    var memory: CheckedLinks?

    func problems() -> [Diagnostic] {
        var found: [Diagnostic] = []
        let targets = knownTargets()
        memory?.begin()
        for release in releases {
            let scan = { Self.markedAttributes(in: release.bodyHTML) }
            let links = memory?.links(of: release, make: scan) ?? scan()
            found += missingTargets(of: links, in: release, known: targets)
        }
        found += dateOrder()
        return found
    }

    /// Every site path a build writes that a body may link to, as folder
    /// routes and files, from the routes the pages are written at.
    private func knownTargets() -> Set<String> {
        var paths: Set<String> = [Routes.changelog(page: 1), Routes.versionIndex, Routes.whatsNewCurrent, Routes.whatsNewIndex,
                                  "notes.json", "feed.xml", "feed.json", "sitemap.xml", "whats-new.js", "404.html", "assets/notesite.css"]
        if config?.searchEnabled ?? true { paths.insert(Routes.search) }
        var labels: Set<String> = []
        for r in releases {
            paths.formUnion([Routes.version(r.version), Routes.whatsNew(r.version), Routes.whatsNewNotes(r.version)])
            labels.formUnion(r.filterLabels)
        }
        let platforms = Routes.platformsWithPages(declared: config?.platforms ?? [], releases: releases)
        for folder in labels.map({ Routes.label($0) }) + platforms.map({ Routes.platform($0) }) {
            paths.formUnion([folder, folder + "feed.xml", folder + "feed.json"])
        }
        for file in assetFiles { paths.insert("assets/" + file) }
        return paths
    }

    /// Whether a body's site-relative destination names something the build writes.
    static func exists(_ destination: String, in known: Set<String>) -> Bool {
        var path = destination
        if let cut = path.utf8.firstIndex(where: { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") }) { path = String(path[..<cut]) }
        if path.utf8.contains(UInt8(ascii: "%")) { path = path.removingPercentEncoding ?? path }
        if path.hasPrefix("./") { path.removeFirst(2) }
        if path.hasSuffix("index.html") { path.removeLast("index.html".count) }
        if known.contains(path) { return true }
        // A folder written without its slash, or changelog pages past the first.
        if known.contains(path + "/") { return true }
        return Routes.isLaterPage(path)
    }

    private func missingTargets(of links: [MarkedLink], in release: Release, known: Set<String>) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var reported: Set<String> = []
        for link in links {
            let destination = link.value.replacingBytes(of: "&amp;", with: "&")
            guard !Self.exists(destination, in: known), reported.insert(destination).inserted else { continue }
            let (line, column) = Self.locate(destination, in: release)
            let kind = link.attribute == "src" ? "image" : "link"
            found.append(Diagnostic(.warning, path: release.sourcePath, line: line, column: column,
                message: "the body's \(kind) to '\(destination)' leads to nothing the site has",
                hint: destination.hasPrefix("assets/")
                    ? "add content/\(destination), or correct the path"
                    : "site paths are relative to the site root, like versions/1.2.0/ or assets/shot.png"))
        }
        return found
    }

    /// The `href` and `src` values of `html` that carry the site marker,
    /// marker removed, in order. A plain scan: this runs over every body of
    /// every build, and a regular expression took most of a rebuild's time.
    static func markedAttributes(in html: String) -> [MarkedLink] {
        var html = html
        return html.withUTF8 { bytes in
            let opening = Array(SiteURL.markedAttribute.utf8)
            var found: [MarkedLink] = []
            var index = 0
            while let at = bytes.firstOffset(of: opening, from: index) {
                let start = at + opening.count
                guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else { break }
                let name = bytes[..<at]
                let attribute = name.suffix(4).elementsEqual("href".utf8) ? "href" : name.suffix(3).elementsEqual("src".utf8) ? "src" : nil
                guard let attribute else {
                    index = at + 1
                    continue
                }
                found.append(MarkedLink(attribute: attribute, value: String(decoding: bytes[start..<end], as: UTF8.self)))
                index = end + 1
            }
            return found
        }
    }

    /// Where `destination` is written in the body, counting lines from the version file's body start.
    private static func locate(_ destination: String, in release: Release) -> (Int?, Int?) {
        guard let bodyLine = release.bodyLine else { return (release.versionLine, release.versionColumn) }
        for (offset, text) in release.bodyMarkdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = text.range(of: destination) {
                return (bodyLine + offset, text.distance(from: text.startIndex, to: range.lowerBound) + 1)
            }
        }
        return (bodyLine, 1)
    }

    /// A release dated more than a day before the release just below it in
    /// the same `major.minor` line: most likely a typo in one of the dates.
    /// Patches to older lines released after newer lines are normal and pass.
    private func dateOrder() -> [Diagnostic] {
        var found: [Diagnostic] = []
        let dated = releases.filter { !$0.isDraft && $0.date != nil }
        for (newer, older) in zip(dated, dated.dropFirst()) {
            guard newer.version.major == older.version.major, newer.version.minor == older.version.minor,
                  let a = newer.date, let b = older.date,
                  let days = ReleaseDate.days(from: b, to: a), days < -1 else { continue }
            found.append(Diagnostic(.warning, path: newer.sourcePath, line: newer.versionLine, column: newer.versionColumn,
                message: "version \(newer.version.canonical) is dated \(a), \(-days) days before \(older.version.canonical) (\(b)), which precedes it",
                hint: "check both dates: versions are ordered by precedence, and feeds by date"))
        }
        return found
    }
}

/// An `href` or `src` of a body that carries the site marker, marker removed.
package struct MarkedLink: Sendable, Equatable {
    package var attribute: String
    package var value: String

    package init(attribute: String, value: String) {
        self.attribute = attribute
        self.value = value
    }
}
