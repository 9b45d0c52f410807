import Foundation

extension SiteURL {
    /// Prefix that Markdown rendering puts before site-relative link and image
    /// destinations; each page replaces it with its own way to the site root.
    public static let marker = "notesite-root:"

    /// The Markdown renderer's URL hook: marks destinations relative to the site root.
    @Sendable static func markRelative(_ url: String) -> String {
        guard !url.isEmpty, !url.hasPrefix("/"), !url.hasPrefix("#"), !url.hasPrefix("?"),
              URLPolicy.scheme(of: url) == nil else { return url }
        return marker + url
    }

    /// `html` with every marked attribute value resolved against `root`.
    /// Every page body passes through here, so it searches the UTF-8 bytes
    /// with `memchr` rather than through Foundation's string search.
    public static func resolveMarkers(in html: String, root: String) -> String {
        var html = html
        let hits = html.withUTF8 { bytes in
            markedAttribute.withUnsafeBufferPointer { needle in
                var hits: [Int] = []
                guard let base = bytes.baseAddress, let pattern = needle.baseAddress else { return hits }
                var from = 0
                // memchr finds each '=' fast; memcmp checks that the marker follows it.
                while bytes.count - from >= needle.count,
                      let hit = memchr(base + from, Int32(pattern.pointee), bytes.count - from - needle.count + 1) {
                    let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + offset, pattern, needle.count) == 0 {
                        hits.append(offset)
                        from = offset + needle.count
                    } else {
                        from = offset + 1
                    }
                }
                return hits
            }
        }
        guard !hits.isEmpty else { return html }
        let utf8 = html.utf8
        var result = ""
        result.reserveCapacity(utf8.count + hits.count * root.utf8.count)
        var done = utf8.startIndex
        for offset in hits {
            let hit = utf8.index(utf8.startIndex, offsetBy: offset)
            result += html[done..<hit]
            result += "=\"" + root
            done = utf8.index(hit, offsetBy: markedAttribute.count)
        }
        result += html[done...]
        return result
    }

    private static let markedAttribute = Array(("=\"" + marker).utf8)
}
