import NoteSiteContent
import NoteSiteRender
/// `sparkle/items.xml`: an RSS channel with one Sparkle `<item>` per
/// released version, ready to merge into an appcast (docs/channels.md).
struct SparkleItems: Sendable {
    static let namespace = "http://www.andymatuschak.org/xml-namespaces/sparkle"

    let config: SiteConfig
    let baseURL: String
    /// Every language, default first; each item links the notes in each.
    let languages: [ExportLanguage]

    /// Yanked versions are left out: an appcast must not offer them.
    func xml(versions: [SemanticVersion]) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>",
            "<rss version=\"2.0\" xmlns:sparkle=\"\(Self.namespace)\">",
            "  <channel>",
            "    <title>\(XMLText.escape(config.title))</title>",
            "    <link>\(XMLText.escape(baseURL))</link>",
        ]
        if !config.description.isEmpty { lines.append("    <description>\(XMLText.escape(config.description))</description>") }
        for version in versions {
            guard let release = languages.first?.releases.first(where: { $0.version == version }), !release.isYanked else { continue }
            lines += item(release)
        }
        lines += ["  </channel>", "</rss>", ""]
        return lines.joined(separator: "\n")
    }

    private func item(_ release: Release) -> [String] {
        let version = release.version.canonical
        var lines = ["    <item>", "      <title>\(XMLText.escape(config.appName.map { "\($0) \(version)" } ?? "Version \(version)"))</title>"]
        if let date = release.date, let pubDate = RFC822Date.text(date) { lines.append("      <pubDate>\(pubDate)</pubDate>") }
        // sparkle:version is the bundle version Sparkle compares; without a build the version stands in.
        lines.append("      <sparkle:version>\(XMLText.escape(release.build ?? version))</sparkle:version>")
        lines.append("      <sparkle:shortVersionString>\(version)</sparkle:shortVersionString>")
        if let channel = release.version.prerelease.first {
            // A pre-release goes to its own channel, so that only testers who opted in are offered it.
            lines.append("      <sparkle:channel>\(XMLText.escape(channel))</sparkle:channel>")
        }
        // Only languages whose built site has a page for the version: one shown in the original has none.
        // With export.sparkleNotes the site hosts the small notes pages made for Sparkle's window.
        let hosted = config.export.sparkleNotes
        for language in languages where language.ownReleases.contains(where: { $0.version == release.version }) {
            let link = baseURL + (hosted ? SparkleNotesPage.path(of: release.version, in: language)
                                         : language.sitePrefix + Routes.version(release.version))
            lines.append("      <sparkle:releaseNotesLink xml:lang=\"\(XMLText.escape(language.tag))\">\(XMLText.escape(link))</sparkle:releaseNotesLink>")
        }
        let full = hosted ? baseURL + Routes.version(release.version) : baseURL
        lines.append("      <sparkle:fullReleaseNotesLink>\(XMLText.escape(full))</sparkle:fullReleaseNotesLink>")
        let markdown = MarkdownLinkRewriter(baseURL: baseURL).rewrite(NotesMarkdown.document(of: release, words: config.words))
        lines.append("      <description sparkle:format=\"markdown\">\(XMLText.cdata(markdown))</description>")
        lines.append("    </item>")
        return lines
    }
}
