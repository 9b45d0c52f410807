import Foundation

/// A slash-separated path's parts, as text. Foundation's `NSString` path
/// methods stop the process on a one-character path on Linux
/// (`("f" as NSString).deletingLastPathComponent`), and an output may well
/// be called `o`.
package enum PathText {
    /// An absolute path with symlinks resolved and no trailing slash.
    package static func canonical(_ url: URL) -> String {
        let resolved = url.standardizedFileURL.resolvingSymlinksInPath().path
        return resolved.count > 1 && resolved.hasSuffix("/") ? String(resolved.dropLast()) : resolved
    }

    /// `path` without trailing slashes; `/` stays `/`.
    static func trimmed(_ path: String) -> Substring {
        var path = Substring(path)
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// The folder `path` lies in: `a/b` -> `a`, `/a` -> `/`, `a` -> `""`.
    package static func parent(of path: String) -> String {
        let path = trimmed(path)
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(trimmed(String(path[..<slash])))
    }

    /// The last part of `path`: `a/b/` -> `b`, `/` -> `/`.
    package static func lastComponent(of path: String) -> String {
        let path = trimmed(path)
        guard path != "/", let slash = path.lastIndex(of: "/") else { return String(path) }
        return String(path[path.index(after: slash)...])
    }
}
