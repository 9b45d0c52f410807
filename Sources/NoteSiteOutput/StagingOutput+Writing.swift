import Foundation
import NoteSiteSupport

extension StagingOutput {
    /// Writes `bytes` at `relativePath` (forward slashes, no leading slash).
    /// Safe to call from several threads at once.
    public func write(_ bytes: [UInt8], to relativePath: String) throws(OutputError) {
        // withUnsafeBytes rethrows untyped errors, so the error comes back as a value.
        let problem = bytes.withUnsafeBytes { buffer in attempt { () throws(OutputError) in try write(buffer, to: relativePath) } }
        if let problem { throw problem }
    }

    /// Writes UTF-8 text, straight from the string's own storage.
    public func write(_ text: String, to relativePath: String) throws(OutputError) {
        var text = text
        let problem = text.withUTF8 { buffer in
            attempt { () throws(OutputError) in try write(UnsafeRawBufferPointer(buffer), to: relativePath) }
        }
        if let problem { throw problem }
    }

    func write(_ buffer: UnsafeRawBufferPointer, to relativePath: String) throws(OutputError) {
        let digest = SHA256.hex(of: buffer)
        try ensureFolder(of: relativePath)
        if let entry = before.entries[relativePath], entry.kind == .file, !vacated(relativePath) {
            if known[relativePath]?.digest == digest {
                record(relativePath, digest, entry.stamp)
                return
            }
            // A stamp that disagrees with the record (a copy, a touch, a lost
            // state) does not mean new bytes: same-sized files are compared,
            // and one that already holds them stays, under its new stamp.
            if known[relativePath] == nil, entry.stamp.size == Int64(buffer.count), holds(buffer, at: relativePath),
               let stamp = FileStamp.of(stagingPath + "/" + relativePath), stamp == entry.stamp {
                record(relativePath, digest, stamp)
                return
            }
        }
        let (fd, path) = try create(relativePath)
        do {
            defer { close(fd) }
            try write(buffer, to: fd, relativePath)
        }
        try place(path, at: relativePath, digest: digest)
    }

    /// True when the staging folder's file at `relativePath` holds exactly `buffer`.
    private func holds(_ buffer: UnsafeRawBufferPointer, at relativePath: String) -> Bool {
        guard let file = RegularFile(stagingPath + "/" + relativePath) else { return false }
        defer { file.close() }
        let fd = file.fd
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var offset = 0
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { return false }
            if n == 0 { return offset == buffer.count }
            guard offset + n <= buffer.count, let base = buffer.baseAddress,
                  memcmp(base + offset, chunk, n) == 0 else { return false }
            offset += n
        }
    }

    /// Writes a file whose bytes come in pieces (notes.json), so they are
    /// never all held at once: `produce` hands each piece to the function it
    /// is given. Each piece is written on another thread while the next is
    /// made and hashed: the largest file of a site is the last to finish
    /// when a rebuild keeps every other file.
    public func write(to relativePath: String, pieces produce: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
        try ensureFolder(of: relativePath)
        let (fd, path) = try create(relativePath, always: true)
        let digest = SHA256.Stream()
        /// The piece being written; its result is 0 or the write's `errno`.
        var writing: Background<Int32>?
        func written() throws(OutputError) {
            guard let code = writing?.wait(), code != 0 else { return }
            errno = code
            throw failure(relativePath)
        }
        do {
            defer {
                _ = writing?.wait()
                close(fd)
            }
            try produce { piece in
                digest.update(piece)
                let copy = [UInt8](piece)
                try written()
                writing = Background { copy.withUnsafeBytes { FileBytes.write($0, to: fd) ? 0 : errno } }
            }
            try written()
        } catch {
            dropTemporary(path)
            throw error
        }
        let hex = digest.finalize()
        if let kept = known[relativePath], kept.digest == hex {
            dropTemporary(path)
            record(relativePath, hex, kept.stamp)
            return
        }
        try place(path, at: relativePath, digest: hex)
    }

    /// Opens a new file for `relativePath`, never the file that was there:
    /// it may be open, or linked into the output. What the back buffer held
    /// there goes (`makeRoom`) and the file is made under its name. With
    /// `always` it is a temporary one that `place` renames into place, and
    /// so is a file whose name the back buffer did not have but a file
    /// placed during this build took (a link to the output's file, kept by a
    /// reuse that then failed for another file of its job).
    private func create(_ relativePath: String, always: Bool = false) throws(OutputError) -> (Int32, String) {
        if !always {
            let path = stagingPath + "/" + relativePath
            makeRoom(at: relativePath)
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
            if fd >= 0 { return (fd, path) }
            guard errno == EEXIST else { throw failure(relativePath) }
        }
        let path = stagingPath + "/" + Self.temporaryFolder + "/\(temporaries.increment())"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw failure(relativePath) }
        return (fd, path)
    }

    /// Removes a file written under a temporary name that is not needed.
    func dropTemporary(_ path: String) {
        unlink(path)
    }

    /// Removes what the back buffer holds at `relativePath`, for a new file
    /// to take the name. The back buffer is not served, and a reader of the
    /// old file keeps it. (Renamed over it, ext4 would first give the new
    /// file's bytes their blocks, `auto_da_alloc`, on the writing thread.)
    func makeRoom(at relativePath: String) {
        guard let entry = before.entries[relativePath] else { return }
        let target = stagingPath + "/" + relativePath
        if entry.kind == .folder {
            TreeRemover.remove(target)
            return
        }
        let held = lateFree.hold(target, size: entry.kind == .file ? entry.stamp.size : nil)
        unlink(target)
        lateFree.release(held)
    }

    /// Notes that the back buffer's file at `relativePath` was removed and
    /// nothing took its name (a link that failed its check): what the scan
    /// found there is no longer there to keep.
    func vacate(_ relativePath: String) {
        let shard = shard(for: relativePath)
        shard.lock.withLock { _ = shard.vacated.insert(relativePath) }
    }

    private func vacated(_ relativePath: String) -> Bool {
        let shard = shard(for: relativePath)
        return shard.lock.withLock { shard.vacated.contains(relativePath) }
    }

    /// Moves a file just written to its place and records what it holds.
    func place(_ path: String, at relativePath: String, digest: String) throws(OutputError) {
        let target = stagingPath + "/" + relativePath
        // A file made in place changed its folder as much as one renamed there.
        touch(parentOf: relativePath)
        if path != target {
            makeRoom(at: relativePath)
            guard rename(path, target) == 0 else {
                let error = failure(relativePath)
                dropTemporary(path)
                throw error
            }
        }
        guard let stamp = FileStamp.of(target) else { throw failure(relativePath) }
        record(relativePath, digest, stamp)
    }

    private func write(_ buffer: UnsafeRawBufferPointer, to fd: Int32, _ relativePath: String) throws(OutputError) {
        guard FileBytes.write(buffer, to: fd) else { throw failure(relativePath) }
    }

    func attempt(_ body: () throws(OutputError) -> Void) -> OutputError? {
        do { try body() } catch { return error }
        return nil
    }

    func record(_ path: String, _ digest: String, _ stamp: FileStamp) {
        let shard = shard(for: path)
        shard.lock.withLock { shard.records[path] = OutputState.Record(digest: digest, stamp: stamp) }
        if written.increment() == 50 { Failpoint.writing.reached() }
    }

    /// Notes that the folder holding `relativePath` changed: its stamp is
    /// taken again before the state remembers it (`TreeScan`).
    func touch(parentOf relativePath: String) {
        let folder = PathText.parent(of: relativePath)
        let shard = shard(for: folder)
        shard.lock.withLock { _ = shard.touched.insert(folder) }
    }

    /// The error for the last failed call on `relativePath`. Permission
    /// problems in a kept back buffer are named as such: it is notesite's
    /// own folder, and the fix is to remove it.
    func failure(_ relativePath: String) -> OutputError {
        let code = errno
        let detail = String(cString: strerror(code))
        if !fresh && (code == EACCES || code == EPERM) {
            return OutputError(path: siblings.display.staging + "/" + relativePath, reason: .cannotUpdatePrevious(detail))
        }
        return OutputError(path: siblings.display.output + "/" + relativePath, reason: .cannotWrite(detail))
    }

    /// Creates the folder that will hold `relativePath`, parents first, each
    /// once per build: a set lookup is far cheaper than asking the file system.
    func ensureFolder(of relativePath: String) throws(OutputError) {
        guard let slash = relativePath.utf8.lastIndex(of: UInt8(ascii: "/")) else { return }
        try ensureFolder(String(relativePath[..<slash]))
    }

    private func ensureFolder(_ folder: String) throws(OutputError) {
        let shard = shard(for: folder)
        if shard.lock.withLock({ shard.folders.contains(folder) }) { return }
        if let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
            try ensureFolder(String(folder[..<slash]))
        }
        let path = stagingPath + "/" + folder
        switch before.entries[folder]?.kind {
        case .folder?: break
        case .file?, .other?:
            // A file where the new site has a folder: the file goes.
            guard unlink(path) == 0 || errno == ENOENT else { throw failure(folder) }
            fallthrough
        case nil:
            // Another thread may make the same folder at the same moment; either one wins.
            guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw failure(folder) }
            touch(parentOf: folder)
        }
        shard.lock.withLock { _ = shard.folders.insert(folder) }
    }
}
