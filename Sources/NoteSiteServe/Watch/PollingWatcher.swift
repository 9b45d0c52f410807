import Foundation

/// Finds changes by listing the watched files every `interval` and comparing
/// each one's size, modification time and inode with the last listing. Works
/// on every platform; the fallback where no event interface is used.
final class PollingWatcher: ChangeWatcher, @unchecked Sendable {
    /// What a listing remembers of one file or folder.
    struct Stamp: Equatable {
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
        var inode: UInt64
    }

    private let root: String
    private let interval: TimeInterval
    private let lock = NSLock()
    private var running = true

    init(root: URL, interval: TimeInterval) {
        self.root = root.path
        self.interval = interval
    }

    func start(report: @escaping @Sendable ([String]) -> Void) throws(WatchError) {
        let first = Self.listing(of: root)
        Thread { [self] in
            var last = first
            while lock.withLock({ running }) {
                Thread.sleep(forTimeInterval: interval)
                let now = Self.listing(of: root)
                let changed = Self.differences(last, now).filter(ChangeFilter.matters)
                last = now
                if !changed.isEmpty { report(changed) }
            }
        }.start()
    }

    func stop() { lock.withLock { running = false } }

    /// The paths added, removed or changed between two listings.
    static func differences(_ old: [String: Stamp], _ new: [String: Stamp]) -> [String] {
        var changed = new.compactMap { path, stamp in old[path] == stamp ? nil : path }
        changed += old.keys.filter { new[$0] == nil }
        return changed.sorted()
    }

    /// `notesite.yml` and everything under `content/` and `templates/`.
    static func listing(of root: String) -> [String: Stamp] {
        var result: [String: Stamp] = [:]
        let fm = FileManager.default
        for top in ["notesite.yml", "content", "templates"] {
            if let stamp = stamp(root + "/" + top) { result[top] = stamp }
            for sub in fm.subpaths(atPath: root + "/" + top) ?? [] {
                let path = top + "/" + sub
                if let stamp = stamp(root + "/" + path) { result[path] = stamp }
            }
        }
        return result
    }

    private static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        // Folders are left out: their times change with every file inside,
        // and an empty folder changes nothing in the site.
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Stamp(size: Int64(info.st_size), seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec), inode: UInt64(info.st_ino))
    }
}
