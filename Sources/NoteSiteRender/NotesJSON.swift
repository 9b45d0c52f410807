import NoteSiteMustache
import NoteSiteContent
/// `notes.json` (docs/content.md): every non-draft version, newest first.
///
/// Compact JSON with each version on a line of its own, so that a diff
/// between two builds shows which versions changed. It is handed out in
/// pieces of about a megabyte as it is made, so the document (76 MB for
/// 10,000 versions) is never held whole.
package enum NotesJSON {
    package static let fileName = "notes.json"

    /// Makes the document, handing each piece of a little over `pieceSize`
    /// bytes (and the last, shorter one) to `emit`.
    /// `prefix` is the language's folder (`""` or `fr/`); a further
    /// language's document also names its language.
    package static func write(config: SiteConfig, releases: [Release], currentVersion: SemanticVersion?, prefix: String = "",
                      pieceSize: Int = 1 << 20, lines: NotesLines? = nil, to emit: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(pieceSize, 1 << 20) + 64 * 1024)
        /// Bytes handed on so far.
        var emitted = 0
        func flush(over limit: Int) throws {
            guard bytes.count > limit else { return }
            try bytes.withUnsafeBytes(emit)
            emitted += bytes.count
            bytes.removeAll(keepingCapacity: true)
        }
        var head: [(String, JSONValue)] = [
            ("schema", .number(1)),
            ("title", .string(config.title)),
            ("baseURL", .optional(config.baseURL)),
            ("currentVersion", .optional(currentVersion?.canonical)),
        ]
        if !prefix.isEmpty { head.insert(("language", .string(config.language)), at: 2) }
        JSONValue.openListDocument(head, list: "versions", into: &bytes)
        var first = true
        let defaultTitle = defaultTitle(config)
        for release in releases where !release.isDraft {
            bytes += (first ? "\n" : ",\n").utf8
            first = false
            if let lines {
                let line = lines.line(of: release) {
                    var line: [UInt8] = []
                    self.release(release, defaultTitle: defaultTitle, prefix: prefix).append(to: &line)
                    return line
                }
                let start = emitted + bytes.count
                lines.place(release, at: start..<(start + line.count))
                bytes += line
            } else {
                self.release(release, defaultTitle: defaultTitle, prefix: prefix).append(to: &bytes)
            }
            try flush(over: pieceSize)
        }
        bytes += (first ? "]}\n" : "\n]}\n").utf8
        try flush(over: 0)
        lines?.finish()
    }

    /// A version's `title` when it sets none: `title` is always an object,
    /// the site's widget.title (docs/content.md).
    package static func defaultTitle(_ config: SiteConfig) -> InlineText {
        InlineText(markdown: config.widgetTitle, html: HTMLText.escape(config.widgetTitle), text: config.widgetTitle)
    }

    /// `whats-new/<v>/notes.json`: the release's entry of notes.json, byte
    /// for byte, on a line of its own (docs/app.md).
    /// `defaultTitle`: `defaultTitle(config)` of the language.
    package static func versionFile(_ release: Release, defaultTitle: InlineText, prefix: String) -> String {
        Self.release(release, defaultTitle: defaultTitle, prefix: prefix).serialized() + "\n"
    }

    static func inline(_ text: InlineText?) -> JSONValue {
        guard let text else { return .null }
        return .object([("markdown", .string(text.markdown)),
                        ("html", .string(SiteRoot.site.html(text.html))),
                        ("text", .string(text.text))])
    }

    static func release(_ r: Release, defaultTitle: InlineText, prefix: String = "") -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("version", .string(r.version.canonical)),
            ("date", .optional(r.date)),
            ("prerelease", .bool(r.isPrerelease)),
            ("title", inline(r.title ?? defaultTitle)),
            ("features", .array(r.features.map { feature($0, secondKey: "subtitle") })),
            ("pages", .array(r.pages.indices.map { page(r.pages[$0], platforms: r.platforms(ofPage: $0)) })),
            ("primaryAction", r.primaryAction.map(primary) ?? .null),
            ("secondaryAction", r.secondaryAction.map { a in
                .object([("title", inline(a.title)), ("url", .string(SiteRoot.site.url(a.url)))])
            } ?? .null),
            ("changes", .object(r.changes.map { list in
                (list.kind.rawValue, .array(list.items.indices.map { changeItem(list, $0) }))
            })),
            ("labels", .array(r.labels.map(JSONValue.string))),
            ("yanked", .bool(r.isYanked)),
        ]
        if let build = r.build { members.append(("build", .string(build))) }
        if let platforms = r.platforms { members.append(("platforms", .array(platforms.map(JSONValue.string)))) }
        if !r.audience.isEmpty { members.append(("audience", .array(r.audience.map(JSONValue.string)))) }
        members += [
            ("body", .object([("markdown", .string(r.bodyMarkdown)),
                              ("html", .string(SiteRoot.site.html(r.bodyHTML)))])),
            ("url", .string((r.fallsBack ? "" : prefix) + Routes.version(r.version))),
            ("whatsNewURL", .string(prefix + Routes.whatsNew(r.version))),
        ]
        return .object(members)
    }

    static func feature(_ f: Feature) -> JSONValue {
        var members: [(String, JSONValue)] = []
        switch f.icon {
        case .symbol(let name, _): members.append(("icon", .string(name)))
        case .emoji(let emoji): members.append(("emoji", .string(emoji)))
        case .image(let url, let alt): members += [("image", .string(SiteRoot.site.url(url))), ("alt", .string(alt))]
        }
        if let color = f.color { members.append(("color", .string(color))) }
        members.append(("title", inline(f.title)))
        return .object(members)
    }

    /// A feature with its subtitle (features) or description (list rows),
    /// and its `platforms` when it names some.
    static func feature(_ f: Feature, secondKey: String) -> JSONValue {
        guard case .object(var members) = feature(f) else { return .null }
        members.append((secondKey, inline(f.subtitle)))
        return .object(withPlatforms(members, f.platforms))
    }

    static func page(_ p: SheetPage, platforms: [String] = []) -> JSONValue {
        let members: [(String, JSONValue)]
        switch p {
        case .list(let title, let rows):
            members = [("type", .string("list")), ("title", inline(title)),
                       ("rows", .array(rows.map { feature($0, secondKey: "description") }))]
        case .image(let url, let alt, let title, let description):
            members = [("type", .string("image")), ("url", .string(SiteRoot.site.url(url))), ("alt", .string(alt)),
                       ("poster", .null), ("title", inline(title)), ("description", inline(description))]
        case .video(let url, let poster, let title, let description):
            members = [("type", .string("video")), ("url", .string(SiteRoot.site.url(url))), ("alt", .null),
                       ("poster", .optional(poster.map(SiteRoot.site.url))), ("title", inline(title)),
                       ("description", inline(description))]
        }
        return .object(withPlatforms(members, platforms))
    }

    /// `members` with a `platforms` member when `platforms` names some.
    private static func withPlatforms(_ members: [(String, JSONValue)], _ platforms: [String]) -> [(String, JSONValue)] {
        platforms.isEmpty ? members : members + [("platforms", .array(platforms.map(JSONValue.string)))]
    }

    static func primary(_ a: PrimaryAction) -> JSONValue {
        .object([("title", inline(a.title)), ("backgroundColor", .optional(a.backgroundColor)),
                 ("foregroundColor", .optional(a.foregroundColor))])
    }

    /// A change item: its inline text, with `platforms` when it names some.
    static func changeItem(_ list: ChangeList, _ index: Int) -> JSONValue {
        let text = inline(list.items[index])
        guard case .object(let members) = text else { return text }
        return .object(withPlatforms(members, list.platforms(ofItem: index)))
    }

}
