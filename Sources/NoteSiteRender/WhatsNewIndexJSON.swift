import NoteSiteContent
/// `whats-new/index.json` (docs/app.md): every version of notes.json,
/// newest first, with what the selection rules need and its title as plain
/// text, so that an app loads the notes of the versions it shows only.
/// One version per line, as in notes.json, so that diffs stay readable.
package enum WhatsNewIndexJSON {
    /// The index of one language's `releases` (drafts are left out, as in notes.json).
    package static func document(config: SiteConfig, languages: [String], releases: [Release],
                         currentVersion: SemanticVersion?) -> String {
        let head: [(String, JSONValue)] = [
            ("schema", .number(1)),
            ("title", .string(config.title)),
            ("language", .string(config.language)),
            ("languages", .array(languages.map(JSONValue.string))),
            // Dates without a time start at midnight in the site's time zone.
            ("timeZone", .string(config.timeZone)),
            ("currentVersion", .optional(currentVersion?.canonical)),
        ]
        var out: [UInt8] = []
        JSONValue.openListDocument(head, list: "versions", into: &out)
        let defaultTitle = NotesJSON.defaultTitle(config)
        var first = true
        for release in releases where !release.isDraft {
            out += (first ? "\n" : ",\n").utf8
            first = false
            entry(release, defaultTitle: defaultTitle, platforms: config.platforms).append(to: &out)
        }
        out += (first ? "]}\n" : "\n]}\n").utf8
        return String(decoding: out, as: UTF8.self)
    }

    static func entry(_ release: Release, defaultTitle: InlineText, platforms: [String]) -> JSONValue {
        .object([
            ("version", .string(release.version.canonical)),
            ("date", .optional(release.date)),
            ("prerelease", .bool(release.isPrerelease)),
            ("yanked", .bool(release.isYanked)),
        ] + (release.countedPlatforms(declared: platforms).map { [("platforms", .array($0.map(JSONValue.string)))] } ?? [])
          + (release.audience.isEmpty ? [] : [("audience", .array(release.audience.map(JSONValue.string)))])
          + [("title", .string((release.title ?? defaultTitle).text))])
    }
}
