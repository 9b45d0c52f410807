#if os(Linux)
import Foundation
import Glibc

/// Watches with Linux inotify: the site folder itself (for `notesite.yml` and
/// for `content/` or `templates/` appearing) and every folder under
/// `content/` and `templates/`, adding watches as folders are made.
final class InotifyWatcher: ChangeWatcher, @unchecked Sendable {
    private let root: String
    private let lock = NSLock()
    private var fd: Int32 = -1
    private var running = true
    /// Watch descriptor -> the folder it watches, relative to the site ("" for the site).
    private var folders: [Int32: String] = [:]

    private static let treeMask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE
        | IN_ATTRIB | IN_DELETE_SELF | IN_ONLYDIR)
    private static let rootMask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ONLYDIR)

    init(root: URL) {
        self.root = root.path
    }

    func start(report: @escaping @Sendable ([String]) -> Void) throws(WatchError) {
        let fd = inotify_init1(Int32(IN_CLOEXEC))
        guard fd >= 0 else { throw WatchError(message: "cannot watch files: \(String(cString: strerror(errno)))") }
        self.fd = fd
        guard add("", mask: Self.rootMask) else {
            throw WatchError(message: "cannot watch the site folder: \(String(cString: strerror(errno)))")
        }
        for top in ["content", "templates"] { addTree(top) }
        Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while lock.withLock({ running }) {
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, 250) > 0 else { continue }
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                guard n > 0 else { continue }
                let changed = events(in: buffer, count: n).filter(ChangeFilter.matters)
                if !changed.isEmpty { report(changed) }
            }
            close(fd)
        }.start()
    }

    func stop() { lock.withLock { running = false } }

    @discardableResult
    private func add(_ folder: String, mask: UInt32) -> Bool {
        let wd = inotify_add_watch(fd, folder.isEmpty ? root : root + "/" + folder, mask)
        guard wd >= 0 else { return false }
        lock.withLock { folders[wd] = folder }
        return true
    }

    /// Watches `folder` and every folder under it.
    private func addTree(_ folder: String) {
        guard add(folder, mask: Self.treeMask) else { return }
        for sub in FileManager.default.subpaths(atPath: root + "/" + folder) ?? [] {
            var info = stat()
            let path = folder + "/" + sub
            if lstat(root + "/" + path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                add(path, mask: Self.treeMask)
            }
        }
    }

    /// The changed paths in one read's worth of events.
    private func events(in buffer: [UInt8], count: Int) -> [String] {
        var changed: [String] = []
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let (wd, mask, length) = buffer.withUnsafeBytes { bytes in
                (bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                 bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                 Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
            }
            let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            offset += header + length
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                // Events were lost: say that everything may have changed.
                changed += ["notesite.yml", "content", "templates"]
                continue
            }
            if mask & UInt32(IN_IGNORED) != 0 {
                lock.withLock { _ = folders.removeValue(forKey: wd) }
                continue
            }
            guard let folder = lock.withLock({ folders[wd] }) else { continue }
            let path = name.isEmpty ? folder : (folder.isEmpty ? name : folder + "/" + name)
            let isFolder = mask & UInt32(IN_ISDIR) != 0
            if isFolder && mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                // Files may land in a new folder before its watch exists; the
                // folder itself counts as the change, so nothing is missed.
                if folder.isEmpty ? (name == "content" || name == "templates") : true { addTree(path) }
                changed.append(path)
                continue
            }
            if mask & UInt32(IN_CREATE) != 0 && !isSymbolicLink(path) {
                // A new file is reported when it is closed after writing, not half-written.
                continue
            }
            changed.append(path)
        }
        return changed
    }

    private func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(root + "/" + path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }
}
#endif
