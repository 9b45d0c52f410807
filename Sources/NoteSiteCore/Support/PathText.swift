/// A slash-separated path's parts, as text. Foundation's `NSString` path
/// methods stop the process on a one-character path on Linux
/// (`("f" as NSString).deletingLastPathComponent`), and an output may well
/// be called `o`.
enum PathText {
    /// `path` without trailing slashes; `/` stays `/`.
    static func trimmed(_ path: String) -> Substring {
        var path = Substring(path)
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// The folder `path` lies in: `a/b` -> `a`, `/a` -> `/`, `a` -> `""`.
    static func parent(of path: String) -> String {
        let path = trimmed(path)
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(trimmed(String(path[..<slash])))
    }

    /// The last part of `path`: `a/b/` -> `b`, `/` -> `/`.
    static func lastComponent(of path: String) -> String {
        let path = trimmed(path)
        guard path != "/", let slash = path.lastIndex(of: "/") else { return String(path) }
        return String(path[path.index(after: slash)...])
    }
}
