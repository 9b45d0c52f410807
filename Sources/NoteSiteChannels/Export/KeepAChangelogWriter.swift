import NoteSiteContent
import NoteSiteRender
/// Writes `CHANGELOG.md` in Keep a Changelog 1.1.0's layout
/// (docs/channels.md): newest first, each version's `changes` as `###`
/// lists (a version with only a body gets it as `### Changed`, see
/// `KeepAChangelogBody`), `[YANKED]` marks, and compare links from
/// `export.compareURL`.
struct KeepAChangelogWriter: Sendable {
    /// Newest first; drafts only with `export --drafts`, with no date.
    let releases: [Release]
    let compareURL: String?
    /// Only this version, still linked against its real predecessor.
    var only: SemanticVersion? = nil
    /// The language's site (`baseURL` and its folder), for headings without a compare link.
    var siteURL: String? = nil
    /// The default language's site, where versions shown in the original have their page.
    var defaultSiteURL: String? = nil
    /// The fragments' texts by type, for `## [Unreleased]`.
    var unreleased: [(kind: ChangeKind, items: [String])] = []
    var unreleasedURL: String? = nil
    /// The changelog's first page, which shows the fragments (`unreleased.show`):
    /// the link of `## [Unreleased]` when no URL above makes one.
    var unreleasedPage: String? = nil

    /// The opening of Keep a Changelog 1.1.0's own template.
    static let header = """
        # Changelog

        All notable changes to this project will be documented in this file.

        The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/),
        and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).
        """

    func text() -> String {
        var blocks = [Self.header]
        var links: [String] = []
        if only == nil { unreleasedBlocks(into: &blocks, links: &links) }
        for (index, release) in releases.enumerated() where only == nil || release.version == only {
            let previous = releases.dropFirst(index + 1).first
            let link = compareLink(for: release.version, previous: previous?.version) ?? permalink(of: release)
            let version = release.version.canonical
            var heading = link == nil ? "## \(version)" : "## [\(version)]"
            if let date = release.date { heading += " - \(date)" }
            if release.isYanked { heading += " [YANKED]" }
            blocks.append(heading)
            if let link { links.append("[\(version)]: \(link)") }
            let bodyItems = release.changes.isEmpty ? KeepAChangelogBody.items(of: release.bodyMarkdown) : []
            for kind in ChangeKind.allCases {
                var items = release.changes.filter { $0.kind == kind }.flatMap(\.items).map { NotesMarkdown.listItem($0.markdown) }
                if kind == .changed { items += bodyItems }
                guard !items.isEmpty else { continue }
                blocks.append("### " + NotesMarkdown.keepAChangelogHeading(of: kind))
                blocks.append(items.joined(separator: "\n"))
            }
        }
        if !links.isEmpty { blocks.append(links.joined(separator: "\n")) }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// The version's page on the site: a heading needs a link target for
    /// `[YANKED]`'s brackets to pass `kacl-cli verify`, and the page is the
    /// best one without a compare link. A version the language shows in the
    /// original has its page in the default language only.
    private func permalink(of release: Release) -> String? {
        guard let siteURL else { return nil }
        return (release.fallsBack ? defaultSiteURL ?? siteURL : siteURL) + Routes.version(release.version)
    }

    /// The versions whose heading has `[YANKED]` but no link, which `kacl-cli verify` rejects.
    func unlinkedYanked() -> [Release] {
        releases.enumerated().filter { index, release in
            (only == nil || release.version == only) && release.isYanked
                && compareLink(for: release.version, previous: releases.dropFirst(index + 1).first?.version) == nil
                && permalink(of: release) == nil
        }.map(\.element)
    }

    /// The template filled in; nil without a template, or for the oldest
    /// version when the template compares with `{previous}`.
    private func compareLink(for version: SemanticVersion, previous: SemanticVersion?) -> String? {
        guard let template = compareURL else { return nil }
        if template.contains("{previous}") {
            guard let previous else { return nil }
            return template.replacingOccurrences(of: "{previous}", with: previous.canonical)
                .replacingOccurrences(of: "{version}", with: version.canonical)
        }
        return template.replacingOccurrences(of: "{version}", with: version.canonical)
    }
}
