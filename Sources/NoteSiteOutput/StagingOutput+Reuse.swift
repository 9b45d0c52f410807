import Foundation
import NoteSiteSupport

extension StagingOutput {
    /// Keeps the previous build's files at `relativePaths`, all or none, for
    /// a build that knows they would be made the same (`SavedMemory`). The
    /// previous build's files are the output's: a file the back buffer
    /// already holds as recorded stays; any other is taken from the output
    /// when the output's file still has the stamp it was written with.
    /// False when a file cannot be vouched for: the caller then makes it.
    public func reuse(_ relativePaths: [String]) -> Bool {
        guard let live = liveTree?.files else { return false }
        for path in relativePaths {
            guard let saved = live[path] else { return false }
            if let kept = known[path], kept.digest == saved.digest {
                // It stands in its folders already; `commit` counts them in.
                record(path, kept.digest, kept.stamp)
            } else if !link(path, from: saved) && !copy(path, from: saved) {
                return false
            }
        }
        return true
    }

    /// Links the output's file at `relativePath` into the staging folder if
    /// it still is as `record` says: the two trees then share the file, which
    /// neither changes in place (every write is a new file), and a hand edit
    /// of either shows in both stamps. The link takes the name of what the
    /// back buffer held there (`makeRoom`).
    private func link(_ relativePath: String, from record: OutputState.Record) -> Bool {
        let source = output.path + "/" + relativePath
        guard FileStamp.ofRegularFile(source) == record.stamp,
              attempt({ () throws(OutputError) in try ensureFolder(of: relativePath) }) == nil else { return false }
        let target = stagingPath + "/" + relativePath
        touch(parentOf: relativePath)
        makeRoom(at: relativePath)
        guard Foundation.link(source, target) == 0 else {
            vacate(relativePath)
            return false
        }
        // The link gives the file a new change time, nothing else: a file
        // changed meanwhile shows in its size or modification time.
        guard let placed = FileStamp.of(target), placed.inode == record.stamp.inode, placed.size == record.stamp.size,
              placed.modified == record.stamp.modified else {
            unlink(target)
            vacate(relativePath)
            return false
        }
        self.record(relativePath, record.digest, placed)
        linked.lock.withLock { linked.records[relativePath] = OutputState.Record(digest: record.digest, stamp: placed) }
        return true
    }

    /// Copies the output's file at `relativePath` into the staging folder
    /// if it still is as `record` says, where it cannot be linked.
    private func copy(_ relativePath: String, from record: OutputState.Record) -> Bool {
        guard let file = RegularFile(output.path + "/" + relativePath) else { return false }
        defer { file.close() }
        guard file.stamp == record.stamp, let bytes = FileBytes.read(file.fd, count: file.size) else { return false }
        return bytes.withUnsafeBytes { buffer in
            SHA256.hex(of: buffer) == record.digest && attempt({ () throws(OutputError) in try write(buffer, to: relativePath) }) == nil
        }
    }
}
