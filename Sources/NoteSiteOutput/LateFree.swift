import Foundation
import NoteSiteSupport

/// Replacing or removing the last name of a file frees its blocks inside
/// that call. For a large file (notes.json: 77 MB for 10,000 versions) that
/// is tens of milliseconds of file-system bookkeeping on the thread that
/// removes it. A large file held open across the call is freed only when it
/// is closed, which this does on a thread of its own while the build goes on.
final class LateFree: @unchecked Sendable {
    /// Files smaller than this are freed where they are replaced.
    static let threshold: Int64 = 1 << 20
    /// One thread for every build of the process, closing in turn.
    private static let queue = DispatchQueue(label: "notesite.late-free")
    private let closing = DispatchGroup()

    /// An open descriptor of the regular file at `path` when the scan found
    /// it at least `threshold` bytes long (`size`); -1 otherwise.
    func hold(_ path: String, size: Int64?) -> Int32 {
        guard let size, size >= Self.threshold else { return -1 }
        // Not blocking: a hand may have put a pipe there since the scan.
        return RegularFile(path, extra: O_NONBLOCK)?.fd ?? -1
    }

    /// Closes `fd` (from `hold`) on the closing thread.
    func release(_ fd: Int32) {
        guard fd >= 0 else { return }
        Self.queue.async(group: closing) { _ = close(fd) }
    }

    /// Returns once every file handed to `release` is closed.
    func wait() {
        closing.wait()
    }
}
