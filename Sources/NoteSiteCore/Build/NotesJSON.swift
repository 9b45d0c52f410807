/// `notes.json` (SPEC §8): every non-draft version, newest first.
enum NotesJSON {
    static func document(config: SiteConfig, releases: [Release], currentVersion: SemanticVersion?) -> [UInt8] {
        let versions = releases.filter { !$0.isDraft }.map(release)
        let root: JSONValue = .object([
            ("schema", .number(1)),
            ("title", .string(config.title)),
            ("baseURL", .optional(config.baseURL)),
            ("currentVersion", .optional(currentVersion?.canonical)),
            ("versions", .array(versions)),
        ])
        var bytes = root.serializedBytes(indent: 2)
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    static func inline(_ text: InlineText?) -> JSONValue {
        guard let text else { return .null }
        return .object([("markdown", .string(text.markdown)),
                        ("html", .string(SiteURL.resolveMarkers(in: text.html, root: ""))),
                        ("text", .string(text.text))])
    }

    static func release(_ r: Release) -> JSONValue {
        .object([
            ("version", .string(r.version.canonical)),
            ("date", .optional(r.date)),
            ("prerelease", .bool(r.isPrerelease)),
            ("title", inline(r.title)),
            ("features", .array(r.features.map { feature($0, secondKey: "subtitle") })),
            ("pages", .array(r.pages.map(page))),
            ("primaryAction", r.primaryAction.map(primary) ?? .null),
            ("secondaryAction", r.secondaryAction.map { a in
                .object([("title", inline(a.title)), ("url", .string(a.url.rootRelative))])
            } ?? .null),
            ("body", .object([("markdown", .string(r.bodyMarkdown)),
                              ("html", .string(SiteURL.resolveMarkers(in: r.bodyHTML, root: "")))])),
            ("url", .string(Routes.version(r.version))),
            ("whatsNewURL", .string(Routes.whatsNew(r.version))),
        ])
    }

    static func feature(_ f: Feature) -> JSONValue {
        var members: [(String, JSONValue)] = []
        switch f.icon {
        case .symbol(let name, _): members.append(("icon", .string(name)))
        case .emoji(let emoji): members.append(("emoji", .string(emoji)))
        case .image(let url, let alt): members += [("image", .string(url.rootRelative)), ("alt", .string(alt))]
        }
        if let color = f.color { members.append(("color", .string(color))) }
        members.append(("title", inline(f.title)))
        return .object(members)
    }

    /// A feature with its subtitle (features) or description (list rows).
    static func feature(_ f: Feature, secondKey: String) -> JSONValue {
        guard case .object(var members) = feature(f) else { return .null }
        members.append((secondKey, inline(f.subtitle)))
        return .object(members)
    }

    static func page(_ p: SheetPage) -> JSONValue {
        switch p {
        case .list(let title, let rows):
            return .object([("type", .string("list")), ("title", inline(title)),
                            ("rows", .array(rows.map { feature($0, secondKey: "description") }))])
        case .image(let url, let alt, let title, let description):
            return .object([("type", .string("image")), ("url", .string(url.rootRelative)), ("alt", .string(alt)),
                            ("poster", .null), ("title", inline(title)), ("description", inline(description))])
        case .video(let url, let poster, let title, let description):
            return .object([("type", .string("video")), ("url", .string(url.rootRelative)), ("alt", .null),
                            ("poster", .optional(poster?.rootRelative)), ("title", inline(title)),
                            ("description", inline(description))])
        }
    }

    static func primary(_ a: PrimaryAction) -> JSONValue {
        .object([("title", inline(a.title)), ("backgroundColor", .optional(a.backgroundColor)),
                 ("foregroundColor", .optional(a.foregroundColor))])
    }
}
