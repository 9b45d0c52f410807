import Foundation
import NoteSiteSupport

/// Removes a folder and everything below it, many entries at a time.
///
/// Removal is mostly waiting: on a file system mounted with `discard` and no
/// journal, every freed block is trimmed before the call returns, so one
/// thread removing the previous output of a large site waits for seconds.
/// Several threads keep several of those waits in flight. Links are removed,
/// never followed.
enum TreeRemover {
    /// Threads that remove at once; the work is waiting, not computing.
    static let threads = 16

    /// Removes `path` and its contents; true when nothing of it is left.
    @discardableResult
    static func remove(_ path: String) -> Bool {
        // A link (or file) in place of the folder is removed itself, never
        // followed: a link to a deploy folder must not empty that folder.
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return unlink(path) == 0 }
        // A build stopped by a signal removes its staging folder while its
        // writers may still finish a call that resolved the folder's path
        // before it moved: what they make in a folder already listed keeps
        // that folder. A few more passes remove it; the writers stop at
        // their next call, which finds no path.
        for _ in 0..<3 {
            var files: [String] = []
            var foldersByDepth: [[String]] = []
            collect(path, depth: 0, files: &files, folders: &foldersByDepth)
            inParallel(files) { unlink($0) }
            // Deepest first: a folder can go only once it is empty.
            for folders in foldersByDepth.reversed() {
                inParallel(folders) { rmdir($0) }
            }
            if access(path, F_OK) != 0 { return true }
        }
        return false
    }

    private static func collect(_ folder: String, depth: Int, files: inout [String], folders: inout [[String]]) {
        if folders.count <= depth { folders.append([]) }
        folders[depth].append(folder)
        guard let handle = opendir(folder) else { return }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let child = folder + "/" + name
            if isFolder(child, type: entry.pointee.d_type) {
                collect(child, depth: depth + 1, files: &files, folders: &folders)
            } else {
                files.append(child)
            }
        }
    }

    private static func isFolder(_ path: String, type: UInt8) -> Bool {
        if type != UInt8(DT_UNKNOWN) { return type == UInt8(DT_DIR) }
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Runs `body` on every path, on up to `threads` threads.
    private static func inParallel(_ paths: [String], _ body: @Sendable (String) -> Int32) {
        if paths.count < 64 {
            for path in paths { _ = body(path) }
            return
        }
        _ = ConcurrentMap.map(paths, workers: threads, body)
    }
}
