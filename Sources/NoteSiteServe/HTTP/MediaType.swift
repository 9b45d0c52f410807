/// The `Content-Type` of a served file, by its name.
enum MediaType {
    /// Types by lower-cased file extension; every kind of file a build writes
    /// or a site commonly keeps in `content/assets/`.
    static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "xml": "application/xml; charset=utf-8",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "webp": "image/webp",
        "gif": "image/gif",
        "avif": "image/avif",
        "ico": "image/x-icon",
        "mp4": "video/mp4",
        "m4v": "video/mp4",
        "webm": "video/webm",
        "mov": "video/quicktime",
        "txt": "text/plain; charset=utf-8",
        "md": "text/plain; charset=utf-8",
        "pdf": "application/pdf",
        "woff": "font/woff",
        "woff2": "font/woff2",
    ]

    static let fallback = "application/octet-stream"

    /// The type for `path` (a site-relative file path).
    static func of(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        // The Atom feed is XML too, but feed readers look for its own type.
        if name == "feed.xml" { return "application/atom+xml; charset=utf-8" }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? fallback
    }

    /// Whether the live-reload script is added to files of this type.
    static func isHTML(_ type: String) -> Bool { type.hasPrefix("text/html") }
}
