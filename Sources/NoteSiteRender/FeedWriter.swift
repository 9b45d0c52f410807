import Foundation
import NoteSiteMustache
import NoteSiteContent
import NoteSiteSupport
/// `feed.xml` (Atom 1.0) and `feed.json` (JSON Feed 1.1): the newest
/// `feeds.limit` versions by release date, newest first, never drafts.
package struct FeedWriter {
    let config: SiteConfig
    /// The site's base URL, which the content's site-relative URLs and the
    /// default language's pages hang from.
    let baseURL: String
    /// The feed's language's base URL: `baseURL` plus its folder (docs/languages.md).
    let languageURL: String
    /// The feed's language's folder: `""` or `fr/`.
    let prefix: String
    package let releases: [Release]
    /// Every release given, of which `releases` are the newest.
    let allReleases: [Release]
    let words: InterfaceWords
    /// The default language, which an untranslated entry of a further
    /// language's feed is written in (docs/languages.md).
    package var originalLanguage: String?
    /// The folder of the feed below its language's root, `labels/<label>/`
    /// for a label's feeds, and the text added to the site's title for them.
    package var folder = ""
    package var titleSuffix: String?
    /// For a platform's feeds: each entry is shown as that platform sees it
    /// (`Release.parts(for:)`), narrowed only when the feed is made, so that
    /// the feed's inputs are the releases as loaded.
    package var platform: String?

    /// The feeds of `label`: the site's feeds narrowed to the versions that carry it.
    package func label(_ label: String) -> FeedWriter {
        part(allReleases.filter { $0.filterLabels.contains(label) }, folder: Routes.label(label), name: words.labelText(label))
    }

    /// The feeds of a platform's pages: the newest of `releases` (those
    /// that count for it) as that platform sees them.
    package func platform(_ word: String, releases: [Release]) -> FeedWriter {
        var writer = part(releases, folder: Routes.platform(word), name: PlatformName.display(word))
        writer.platform = word
        return writer
    }

    /// The entries, newest first, as the feed shows them.
    private var entries: [Release] {
        guard let platform else { return releases }
        return releases.compactMap { $0.parts(for: platform) }
    }

    /// The feeds of one part of the site: `releases`, in `folder`, with
    /// `name` after the site's title.
    private func part(_ releases: [Release], folder: String, name: String) -> FeedWriter {
        var writer = FeedWriter(config: config, baseURL: baseURL, prefix: prefix, releases: releases, words: words)
        writer.originalLanguage = originalLanguage
        writer.folder = folder
        writer.titleSuffix = name
        return writer
    }

    /// Where the feed's URLs lead: absolute, below the base URL.
    var site: SiteRoot { .absolute(baseURL) }

    package init(config: SiteConfig, baseURL: String, prefix: String = "", releases: [Release], words: InterfaceWords? = nil) {
        self.prefix = prefix
        self.config = config
        self.baseURL = baseURL
        languageURL = baseURL + prefix
        self.words = words ?? config.words
        self.releases = Self.newest(releases, limit: config.feedLimit)
        allReleases = releases
    }

    /// The `limit` most recently released versions, newest first: by date,
    /// then by precedence, so a patch to an older line counts as new (docs/content.md).
    static func newest(_ releases: [Release], limit: Int) -> [Release] {
        let dated = releases.filter { !$0.isDraft && $0.date != nil }
        let sorted = dated.sorted { a, b in
            let da = a.date ?? "", db = b.date ?? ""
            return da != db ? da > db : a.version > b.version
        }
        return Array(sorted.prefix(limit))
    }

    private var feedTitle: String { titleSuffix.map { "\(config.title) – \($0)" } ?? config.title }

    private func title(of r: Release) -> String {
        let heading = "\(words["version"]) \(r.version.canonical)"
        guard let title = r.title?.text, !title.isEmpty else { return heading }
        return "\(heading): \(title)"
    }

    /// The permalink of `r`: in the feed's language, or the default
    /// language's for a version shown untranslated.
    private func permalink(of r: Release) -> String {
        (r.fallsBack ? baseURL : languageURL) + Routes.version(r.version)
    }

    /// The entry's HTML: the features as a list, then the body; absolute URLs.
    private func content(of r: Release) -> String {
        var html = ""
        if !r.features.isEmpty {
            html += "<ul>"
            for f in r.features {
                html += "<li><strong>\(site.html(f.title.html))</strong>"
                if let s = f.subtitle { html += " – " + site.html(s.html) }
                html += "</li>"
            }
            html += "</ul>\n"
        }
        for list in r.changes {
            html += "<h3>\(HTMLText.escape(words.heading(list.kind)))</h3><ul>"
            for item in list.items { html += "<li>" + site.html(item.html) + "</li>" }
            html += "</ul>\n"
        }
        return html + site.html(r.bodyHTML)
    }

    /// One Atom category per label and change type, so feed readers can filter.
    private func categories(of r: Release) -> String {
        r.filterLabels.map { "    <category term=\"\(HTMLText.escape($0))\" label=\"\(HTMLText.escape(words.labelText($0)))\"/>\n" }
            .joined()
    }

    private func moment(_ r: Release) -> (moment: Date, text: String) {
        DateText.feedMoment(date: r.date, dateTime: r.dateTime, timeZone: config.timeZone)
    }

    private func timestamp(_ r: Release) -> String { moment(r).text }

    /// The feed's own time: the latest of its entries' moments.
    private var updated: String {
        releases.map(moment).max { $0.moment < $1.moment }?.text ?? "1970-01-01T00:00:00Z"
    }

    package func atom() -> String {
        let e = HTMLText.escape
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(e(config.language))">
              <title>\(e(feedTitle))</title>

            """
        if !config.description.isEmpty { xml += "  <subtitle>\(e(config.description))</subtitle>\n" }
        xml += """
              <link rel="alternate" type="text/html" href="\(e(languageURL + folder))"/>
              <link rel="self" type="application/atom+xml" href="\(e(languageURL + folder))feed.xml"/>
              <id>\(e(languageURL + folder))</id>
              <updated>\(updated)</updated>
              <author><name>\(e(config.appName ?? config.title))</name></author>
              <generator version="\(NoteSite.version)">notesite</generator>

            """
        for r in entries {
            let url = permalink(of: r)
            let entryLanguage = r.fallsBack ? originalLanguage.map { " xml:lang=\"\(e($0))\"" } ?? "" : ""
            let stamp = timestamp(r)
            xml += """
                  <entry\(entryLanguage)>
                    <title type="text">\(e(title(of: r)))</title>
                    <link rel="alternate" type="text/html" href="\(e(url))"/>
                    <id>\(e(url))</id>
                    <published>\(stamp)</published>
                    <updated>\(stamp)</updated>
                    <content type="html">\(e(content(of: r)))</content>
                \(categories(of: r))  </entry>

                """
        }
        return xml + "</feed>\n"
    }

    package func json() -> String {
        var feed: [(String, JSONValue)] = [
            ("version", .string("https://jsonfeed.org/version/1.1")),
            ("title", .string(feedTitle)),
            ("home_page_url", .string(languageURL + folder)),
            ("feed_url", .string(languageURL + folder + "feed.json")),
        ]
        if !config.description.isEmpty { feed.append(("description", .string(config.description))) }
        feed.append(("language", .string(config.language)))
        feed.append(("authors", .array([.object([("name", .string(config.appName ?? config.title))])])))
        feed.append(("items", .array(entries.map { r in
            let url = permalink(of: r)
            var item: [(String, JSONValue)] = [
                ("id", .string(url)), ("url", .string(url)), ("title", .string(title(of: r))),
                ("content_html", .string(content(of: r))), ("date_published", .string(timestamp(r))),
            ]
            var tags: [JSONValue] = r.isPrerelease ? [.string("pre-release")] : []
            if r.isYanked { tags.append(.string("yanked")) }
            tags += r.filterLabels.map(JSONValue.string)
            if !tags.isEmpty { item.append(("tags", .array(tags))) }
            return .object(item)
        })))
        return JSONValue.object(feed).serialized(indent: 2) + "\n"
    }
}
