/// `notes.json` (SPEC §8): every non-draft version, newest first.
///
/// Compact JSON with each version on a line of its own, so that a diff
/// between two builds shows which versions changed. Each version is
/// serialised as it is reached, so the whole document is never held twice.
enum NotesJSON {
    static func document(config: SiteConfig, releases: [Release], currentVersion: SemanticVersion?) -> [UInt8] {
        let versions = releases.filter { !$0.isDraft }
        var bytes: [UInt8] = []
        // Bodies dominate the size; reserving for them spares repeated regrowth.
        bytes.reserveCapacity(versions.reduce(4096) { $0 + 2 * ($1.bodyMarkdown.utf8.count + $1.bodyHTML.utf8.count) + 2048 })
        let head: [(String, JSONValue)] = [
            ("schema", .number(1)),
            ("title", .string(config.title)),
            ("baseURL", .optional(config.baseURL)),
            ("currentVersion", .optional(currentVersion?.canonical)),
        ]
        bytes.append(UInt8(ascii: "{"))
        for (key, value) in head {
            JSONValue.escape(key, into: &bytes)
            bytes.append(UInt8(ascii: ":"))
            value.append(to: &bytes)
            bytes.append(UInt8(ascii: ","))
        }
        bytes += #""versions":["#.utf8
        for (index, release) in versions.enumerated() {
            bytes += (index == 0 ? "\n" : ",\n").utf8
            self.release(release).append(to: &bytes)
        }
        bytes += (versions.isEmpty ? "]}\n" : "\n]}\n").utf8
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
