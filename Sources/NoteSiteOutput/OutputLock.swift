import Foundation
import NoteSiteSupport

/// The per-output lock of docs/builds.md: an exclusive `flock` on
/// `.<output>.notesite-lock`, a file holding the holder's pid. The kernel
/// drops the lock when its holder dies, so a lock left by a killed build is
/// never in the way; only the pid written in the file is stale then.
package final class OutputLock: @unchecked Sendable {
    private let path: String
    private var fd: Int32
    /// When the lock was taken, by the file system's clock (ns): every
    /// change made later has a time at least this.
    package private(set) var since: Int64 = 0


    /// Waits up to `timeout` seconds for the lock at `path`. `displayPath`
    /// names the output in messages.
    init(path: String, timeout: Double, displayPath: String) throws(OutputError) {
        self.path = path
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeout) * 1e9)
        while true {
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard fd >= 0 else {
                throw OutputError(path: displayPath, reason: .cannotWrite("cannot open its lock file: \(String(cString: strerror(errno)))"))
            }
            if flock(fd, LOCK_EX | LOCK_NB) == 0 {
                // `clean` may have removed the file while this build waited on
                // it: a lock on a file no longer at the path locks nothing.
                if Self.sameFile(fd, path) {
                    self.fd = fd
                    Self.recordHolder(fd)
                    var info = stat()
                    if fstat(fd, &info) == 0 { since = FileStamp(info).modified }
                    return
                }
                close(fd)
                continue
            }
            let holder = Self.holder(fd)
            close(fd)
            if DispatchTime.now().uptimeNanoseconds >= deadline {
                throw OutputError(path: displayPath, reason: .locked(holder: holder, seconds: timeout))
            }
            usleep(50_000)
        }
    }

    var isHeld: Bool { fd >= 0 }

    /// Gives the lock up; the file stays for the next build.
    package func release() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
    }

    deinit { release() }

    private static func sameFile(_ fd: Int32, _ path: String) -> Bool {
        var open = stat(), named = stat()
        return fstat(fd, &open) == 0 && lstat(path, &named) == 0
            && open.st_ino == named.st_ino && open.st_dev == named.st_dev
    }

    private static func recordHolder(_ fd: Int32) {
        let text = Array("\(getpid())\n".utf8)
        _ = ftruncate(fd, 0)
        _ = text.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
    }

    /// The pid the holder wrote, when it could be read.
    private static func holder(_ fd: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard n > 0 else { return nil }
        let text = String(decoding: buffer[..<n], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int32(text)
    }
}
