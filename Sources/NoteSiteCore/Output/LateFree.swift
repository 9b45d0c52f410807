import Foundation

/// Replacing or removing the last name of a file frees its blocks inside
/// that call. For a large file (notes.json: 77 MB for 10,000 versions) that
/// is tens of milliseconds of file-system bookkeeping on the thread that
/// renames. A large file held open across the call is freed only when it is
/// closed, which this does on another thread while the build goes on.
final class LateFree: @unchecked Sendable {
    /// Files smaller than this are freed where they are replaced.
    static let threshold: Int64 = 1 << 20
    private let lock = NSLock()
    private var closing: [Background<Void>] = []

    /// An open descriptor of the file at `path` when the scan found it at
    /// least `threshold` bytes long (`size`); -1 otherwise.
    func hold(_ path: String, size: Int64?) -> Int32 {
        guard let size, size >= Self.threshold else { return -1 }
        return open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    }

    /// Closes `fd` (from `hold`) on another thread.
    func release(_ fd: Int32) {
        guard fd >= 0 else { return }
        let work = Background { _ = close(fd) }
        lock.withLock { closing.append(work) }
    }

    /// Returns once every file handed to `release` is closed.
    func wait() {
        for work in lock.withLock({ closing }) { work.wait() }
    }
}
