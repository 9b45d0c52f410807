import Foundation

/// `notesite clean`: removes an output folder that notesite made and the
/// hidden siblings it keeps beside it (docs/command-line.md and docs/builds.md), and nothing else.
public enum OutputCleaner {
    /// Removes the output at `output`; returns whether there was anything to
    /// remove. An output that is a symbolic link is emptied, never followed
    /// further, and the link stays.
    @discardableResult
    public static func clean(output: URL, siteFolder: URL, displayPath: String,
                             lockTimeout: Double = 60) throws(OutputError) -> Bool {
        var info = stat()
        let isLink = lstat(output.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
        let real = try OutputClaim.resolve(output.standardizedFileURL, displayPath: displayPath)
        try OutputGuard.check(output: real, siteFolder: siteFolder, force: false, displayPath: displayPath)
        let siblings = OutputSiblings(output: real.path, displayPath: displayPath)
        let parent = real.deletingLastPathComponent().path
        guard access(parent, F_OK) == 0 else { return false }
        let lock = try OutputLock(path: siblings.lock, timeout: lockTimeout, displayPath: displayPath)
        var removed = false
        if isLink {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: real.path)) ?? []
            for name in names {
                removed = true
                guard TreeRemover.remove(real.path + "/" + name) else {
                    throw OutputError(path: displayPath + "/" + name, reason: .cannotRemove(String(cString: strerror(errno))))
                }
            }
        } else {
            removed = try remove(real.path, display: displayPath)
        }
        let name = real.lastPathComponent
        for suffix in ["staging", "trash", "state", "state-new", "memory", "memory-new", "memory-rests", "memory-rests-new"] {
            let path = parent + "/.\(name).notesite-\(suffix)"
            let display = OutputSiblings.sibling(of: displayPath, named: name, suffix)
            removed = try remove(path, display: display) || removed
        }
        // Last, while still held: a build waiting on this file notices that
        // it went and takes a new one.
        unlink(siblings.lock)
        lock.release()
        return removed
    }

    private static func remove(_ path: String, display: String) throws(OutputError) -> Bool {
        guard access(path, F_OK) == 0 || errno != ENOENT else { return false }
        guard TreeRemover.remove(path) else {
            throw OutputError(path: display, reason: .cannotRemove(String(cString: strerror(errno))))
        }
        return true
    }
}
