import Foundation
import NoteSiteSupport
import NoteSiteDiagnostics

/// How the loader reads a site's files: a path that exists but cannot be
/// read is an error, never taken for an absent one, and nothing is read
/// through a link that leads outside the site (docs/builds.md).
package struct ContentFiles: Sendable {
    /// The site folder with links resolved, which every read must stay inside.
    let siteRoot: String

    package init(site: URL) {
        siteRoot = Self.realPath(site.path) ?? PathText.canonical(site)
    }

    /// What lies at a path, links followed.
    enum Entry: Equatable {
        case absent, file, folder
        /// A named pipe, socket or device, which would block or never end.
        case special
    }

    /// What is at `url` (following links); a link to nothing is an error.
    func entry(at url: URL, display: String) throws(Diagnostic) -> Entry {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR {
                if Self.isSymbolicLink(url) {
                    throw Diagnostic(path: display, message: "this is a link to a file that does not exist",
                                     hint: "remove the link, or point it at a file inside the site")
                }
                return .absent
            }
            throw Self.unreadable(display, code)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .special
        }
    }

    /// The file's bytes, or `nil` when nothing is there. A folder, a named
    /// pipe, an unreadable file or a link leading outside the site is an error.
    /// The file's folder must have been checked to lie inside the site.
    package func readIfPresent(_ url: URL, display: String, what: String = "the file", into folder: String? = nil)
        throws(Diagnostic) -> Data?
    {
        switch try entry(at: url, display: display) {
        case .absent:
            return nil
        case .folder:
            throw Diagnostic(path: display, message: "this is a folder, where a file is expected",
                             hint: "replace it with a file, or remove it")
        case .special:
            throw Diagnostic(path: display, message: "this is not a regular file (a named pipe, socket or device)",
                             hint: "replace it with a regular file")
        case .file:
            if Self.isSymbolicLink(url) { try requireInside(url, display: display, what: what, into: folder) }
            return try Self.contents(of: url, display: display)
        }
    }

    /// The names in a folder, sorted, or `nil` when it does not exist. A file
    /// in its place, an unreadable folder or one leading outside is an error.
    package func list(_ folder: URL, display: String) throws(Diagnostic) -> [String]? {
        switch try entry(at: folder, display: display) {
        case .absent:
            return nil
        case .file, .special:
            throw Diagnostic(path: display, message: "this is a file, where a folder is expected",
                             hint: "replace it with a folder, or remove it")
        case .folder:
            try requireInside(folder, display: display)
            do {
                return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            } catch {
                throw Self.unreadable(display, Self.openError(folder.path))
            }
        }
    }

    /// Throws when `url`, links resolved, lies outside the site; `what`
    /// names it in the message ("the asset", "the folder").
    func requireInside(_ url: URL, display: String, what: String? = nil, into folder: String? = nil) throws(Diagnostic) {
        guard !staysInside(url) else { return }
        let what = what ?? (Self.isFolder(url) ? "the folder" : "the file")
        let copied = what == "the folder" ? "the folder" : "the file"
        throw Diagnostic(path: display, message: "\(what) is a link that leads outside the site",
                         hint: "copy \(copied) into \(folder.map { $0 + "/" } ?? "the site") instead of linking to it")
    }

    private static func isFolder(_ url: URL) -> Bool {
        var info = stat()
        return stat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// True when `url`, with links resolved, lies inside the site.
    func staysInside(_ url: URL) -> Bool {
        guard let real = Self.realPath(url.path) else { return false }
        return real.hasPrefix(siteRoot + "/")
    }

    /// Every regular file below `folder`, as sorted relative paths, for
    /// looking over a tree notesite wrote. Folder links are not followed.
    static func regularFiles(below folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            let full = folder.appendingPathComponent(relative).path
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            result.append(relative)
        }
        return result.sorted { $0.precedesInByteOrder($1) }
    }

    /// True when `url` itself is a symbolic link (not followed).
    static func isSymbolicLink(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// The absolute path with every link resolved, when the path exists.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Reads a regular file whole.
    private static func contents(of url: URL, display: String) throws(Diagnostic) -> Data {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw unreadable(display, errno) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            return try handle.readToEnd() ?? Data()
        } catch {
            throw unreadable(display, EIO)
        }
    }

    /// Why opening `path` fails, for a folder listing that did.
    private static func openError(_ path: String) -> Int32 {
        guard let folder = opendir(path) else { return errno }
        closedir(folder)
        return EIO
    }

    /// The error for a path that exists but cannot be read.
    static func unreadable(_ display: String, _ code: Int32) -> Diagnostic {
        let reason: String
        switch code {
        case EACCES, EPERM: reason = "permission denied"
        case ELOOP: reason = "too many levels of links"
        case ENAMETOOLONG: reason = "the path is too long"
        default: reason = String(cString: strerror(code))
        }
        return Diagnostic(path: display, message: "cannot read this: \(reason)",
                          hint: code == EACCES || code == EPERM
                              ? "give the user running notesite read access to it (and search access to its folders)" : nil)
    }

}
