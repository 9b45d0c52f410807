import Foundation

/// File-system facts the loader needs, kept in one place.
enum ContentFiles {
    /// True when `url`, with symlinks resolved, still lies inside `folder`.
    static func staysInside(_ url: URL, folder: URL) -> Bool {
        OutputGuard.canonical(url).hasPrefix(OutputGuard.canonical(folder) + "/")
    }

    /// True when `url` itself is a symbolic link (not followed).
    static func isSymbolicLink(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// Every regular file below `folder`, as paths relative to it, sorted.
    /// Folders that are links are not followed.
    static func regularFiles(below folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let full = folder.appendingPathComponent(relative)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            result.append(relative)
        }
        return result.sorted { $0.precedesInByteOrder($1) }
    }

    /// How a user would type `url` from the current directory.
    static func displayPath(_ url: URL) -> String {
        let cwd = OutputGuard.canonical(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let path = url.standardizedFileURL.path
        if path == cwd { return "." }
        if path.hasPrefix(cwd + "/") { return String(path.dropFirst(cwd.count + 1)) }
        return path
    }
}
