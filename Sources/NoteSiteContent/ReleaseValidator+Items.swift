import NoteSiteSourceData
extension ReleaseValidator.Check {
    /// A feature or list row: exactly one of icon, emoji, image.
    mutating func icon(icon: Located<String>?, emoji: Located<String>?, image: Located<String>?,
                       alt: String?, title: Located<String>, key: String) -> Icon? {
        let given = [icon, emoji, image].compactMap { $0 }
        guard given.count == 1 else {
            fail(given.count > 1 ? given[1] : title,
                 given.isEmpty ? "'\(key)' needs an icon" : "'\(key)' gives more than one of icon, emoji and image",
                 hint: "give exactly one of icon: (a symbol name), emoji: or image:")
            return nil
        }
        if let icon {
            guard let svg = validator.icons.resolve(icon.value) else {
                let near = validator.icons.suggestions(for: icon.value)
                fail(icon, "unknown icon '\(icon.value)' in '\(key)'",
                     hint: near.isEmpty ? "add content/icons/\(icon.value).svg or use a built-in icon"
                         : "did you mean " + near.map { "'\($0)'" }.joined(separator: ", ") + "?")
                return nil
            }
            return .symbol(name: icon.value, svg: svg)
        }
        if let emoji {
            let text = emoji.value.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, text.count <= 4 else {
                fail(emoji, "'\(key).emoji' must be one emoji, found \"\(emoji.value)\"", hint: "write a single emoji, e.g. \"⭐️\"")
                return nil
            }
            return .emoji(text)
        }
        guard let image, let url = asset(image, key: "\(key).image") else { return nil }
        return .image(url, alt: alt ?? "")
    }

    mutating func feature(_ f: FeatureSource, key: String) -> Feature? {
        item(icon: f.icon, emoji: f.emoji, image: f.image, alt: f.alt, color: f.color,
             title: f.title, detail: f.subtitle, platforms: f.platforms, key: key)
    }

    mutating func row(_ r: RowSource, key: String) -> Feature? {
        var symbol = r.icon
        if let name = r.symbolSystemName {
            if r.icon != nil {
                fail(name, "'\(key)' gives both icon and symbolSystemName", hint: "keep one of them")
                return nil
            }
            symbol = name
        }
        return item(icon: symbol, emoji: r.emoji, image: r.image, alt: r.alt, color: r.color,
                    title: r.title, detail: r.description, platforms: r.platforms, key: key)
    }

    /// A feature or row; `detail` is its subtitle or description.
    private mutating func item(icon: Located<String>?, emoji: Located<String>?, image: Located<String>?, alt: String?,
                               color: Located<String>?, title: Located<String>, detail: Located<String>?,
                               platforms: [Located<String>]?, key: String) -> Feature? {
        let resolved = self.icon(icon: icon, emoji: emoji, image: image, alt: alt ?? title.value, title: title, key: key)
        let color = self.color(color, key: "\(key).color", allowAccent: false)
        let titleText = inline(title)
        let detailText = detail.map { inline($0) }
        let words = self.platforms(platforms, key: "\(key).platforms")
        guard let resolved else { return nil }
        return Feature(icon: resolved, color: color, title: titleText, subtitle: detailText, platforms: words)
    }

    mutating func page(_ p: PageSource, key: String) -> SheetPage? {
        let kinds = [p.list != nil, p.image != nil, p.video != nil, p.media != nil].filter { $0 }.count
        guard kinds == 1 else {
            fail(p.location, kinds == 0 ? "'\(key)' needs one of list, image, video or media"
                     : "'\(key)' gives more than one of list, image, video and media",
                 hint: "make each pages item exactly one list, image or video")
            return nil
        }
        let title = p.title.map { inline($0) }
        let description = p.description.map { inline($0) }
        if let list = p.list {
            let rows = list.rows.enumerated().compactMap { row($0.element, key: "\(key).list.rows[\($0.offset)]") }
            return .list(title: list.title.map { inline($0) }, rows: rows)
        }
        if let image = p.image {
            guard let url = asset(image, key: "\(key).image") else { return nil }
            return .image(url: url, alt: p.alt ?? p.title?.value ?? "", title: title, description: description)
        }
        if let video = p.video {
            let url = asset(video, key: "\(key).video")
            let poster = p.poster.flatMap { asset($0, key: "\(key).poster") }
            guard let url else { return nil }
            return .video(url: url, poster: poster, title: title, description: description)
        }
        guard let media = p.media else { return nil }
        return mediaPage(media, key: "\(key).media")
    }

    /// Notelet's Codable media item.
    mutating func mediaPage(_ m: MediaSource, key: String) -> SheetPage? {
        let kinds = Array(m.kind.value.keys)
        guard kinds.count == 1, let kind = kinds.first, kind == "image" || kind == "video" else {
            fail(m.kind, "'\(key).kind' must be {\"image\": {}} or {\"video\": {}}", hint: "write \"kind\": {\"image\": {}}")
            return nil
        }
        let title = m.title.map { inline($0) }
        let description = m.description.map { inline($0) }
        guard let url = asset(m.url, key: "\(key).url") else { return nil }
        if kind == "image" {
            return .image(url: url, alt: m.alt ?? m.title?.value ?? "", title: title, description: description)
        }
        let poster = m.poster.flatMap { asset($0, key: "\(key).poster") }
        return .video(url: url, poster: poster, title: title, description: description)
    }

    mutating func primaryAction(_ a: PrimaryActionSource) -> PrimaryAction {
        PrimaryAction(title: a.title.map { inline($0) },
                      backgroundColor: color(a.backgroundColor, key: "primaryAction.backgroundColor", allowAccent: true),
                      foregroundColor: color(a.foregroundColor, key: "primaryAction.foregroundColor", allowAccent: true))
    }

    mutating func secondaryAction(_ a: SecondaryActionSource) -> SecondaryAction? {
        let title = inline(a.title)
        guard let url = url(a.url, key: "secondaryAction.url") else { return nil }
        return SecondaryAction(title: title, url: url)
    }
}
