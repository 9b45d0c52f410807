/// Where a request's path leads in a site served at `mount`. The path is
/// percent-decoded exactly once; anything that could name a place outside
/// the site, or name one place in two spellings, is refused.
enum RequestPath: Equatable, Sendable {
    /// A site-relative path: "" for the root, "versions/1.0.0/" for a
    /// folder, "feed.xml" for a file.
    case site(String)
    /// The mount path without its final slash: redirect to add it.
    case mountWithoutSlash
    /// Outside the mount path, or a spelling that is refused.
    case notFound

    /// Resolves the path part of a request target (`/driftwood/feed.xml`).
    /// `mount` is the decoded path the site is served under, ending in `/`.
    static func resolve(_ raw: Substring, mount: String) -> RequestPath {
        guard raw.first == "/", let path = decode(raw) else { return .notFound }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        for (offset, segment) in segments.enumerated() {
            // An empty segment ("//etc/passwd", "/a//b") is allowed only as the final slash.
            if segment.isEmpty && offset != segments.count - 1 { return .notFound }
            if segment == "." || segment == ".." { return .notFound }
        }
        if path + "/" == mount { return .mountWithoutSlash }
        guard path.hasPrefix(mount) else { return .notFound }
        return .site(String(path.dropFirst(mount.count)))
    }

    /// Percent-decodes `raw` once; `nil` for malformed escapes, invalid
    /// UTF-8, and for an encoded slash or backslash, a NUL or any other
    /// control character, encoded or not.
    static func decode(_ raw: Substring) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.utf8.count)
        var iterator = raw.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
                let decoded = high << 4 | low
                if decoded == UInt8(ascii: "/") { return nil }
                bytes.append(decoded)
            } else {
                bytes.append(byte)
            }
        }
        if bytes.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") }) { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
