import Foundation

/// The only code that writes a site to disk. Files go into a staging folder
/// beside the output; `commit()` swaps it in, so a failed or killed build
/// leaves the previous output as it was. Files whose bytes match the previous
/// output are hard-linked from it instead of written again.
public final class StagingOutput: SiteOutput, @unchecked Sendable {
    public let output: URL
    let staging: URL
    /// The two folders as paths, worked out once rather than per file.
    private let stagingPath: String
    private let outputPath: String
    private let previous: Manifest
    /// What has been written and made so far, in shards by path, so that
    /// writers on several threads seldom wait for the same lock.
    private let shards = (0..<16).map { _ in Shard() }
    private let displayPath: String

    /// Checks the refusals of SPEC §10 and prepares an empty staging folder.
    public init(output: URL, siteFolder: URL, force: Bool, displayPath: String) throws(OutputError) {
        try OutputGuard.check(output: output, siteFolder: siteFolder, force: force, displayPath: displayPath)
        self.output = output.standardizedFileURL
        self.displayPath = displayPath
        let name = self.output.lastPathComponent
        staging = self.output.deletingLastPathComponent().appendingPathComponent(".\(name).notesite-staging")
        stagingPath = staging.path
        outputPath = self.output.path
        let manifestURL = self.output.appendingPathComponent(Manifest.fileName)
        previous = (try? String(contentsOf: manifestURL, encoding: .utf8)).map(Manifest.init(parsing:)) ?? Manifest()
        try removeStaleStaging()
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            try Data().write(to: staging.appendingPathComponent(Self.stagingMarker))
        } catch {
            throw OutputError(path: displayPath, reason: .cannotWrite(error.localizedDescription))
        }
        shard(for: "").folders.insert("")
    }

    static let stagingMarker = ".notesite-staging"

    /// A staging folder left by a killed build is ours to remove; anything
    /// else with that name is not touched.
    private func removeStaleStaging() throws(OutputError) {
        let fm = FileManager.default
        guard fm.fileExists(atPath: staging.path) else { return }
        guard fm.fileExists(atPath: staging.appendingPathComponent(Self.stagingMarker).path) else {
            throw OutputError(path: staging.path, reason: .cannotWrite("a folder that notesite did not make is in the way of its staging folder"))
        }
        guard TreeRemover.remove(stagingPath) else {
            throw OutputError(path: staging.path, reason: .cannotWrite("cannot remove the staging folder left by an earlier build"))
        }
    }

    /// Makes room for `files` entries up front, so the tables never grow
    /// (and rehash) while a writer holds their lock.
    public func expect(files: Int) {
        for shard in shards {
            shard.lock.withLock {
                shard.hashes.reserveCapacity(files / shards.count * 2)
                shard.folders.reserveCapacity(files / shards.count * 2)
            }
        }
    }

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

    private func write(_ buffer: UnsafeRawBufferPointer, to relativePath: String) throws(OutputError) {
        let digest = SHA256.hex(of: buffer)
        try ensureFolder(of: relativePath)
        let target = stagingPath + "/" + relativePath
        if previous.entries[relativePath] == digest,
           link(outputPath + "/" + relativePath, target) == 0 {
            record(relativePath, digest)
            return
        }
        let fd = try create(relativePath)
        defer { close(fd) }
        try write(buffer, to: fd, relativePath)
        record(relativePath, digest)
    }

    /// Writes a file whose bytes come in pieces (notes.json), so they are
    /// never all held at once: `produce` hands each piece to the function it
    /// is given. Such a file is always written, never linked from the
    /// previous output.
    public func write(to relativePath: String, pieces produce: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
        try ensureFolder(of: relativePath)
        let fd = try create(relativePath)
        defer { close(fd) }
        let digest = SHA256.Stream()
        try produce { piece in
            digest.update(piece)
            try write(piece, to: fd, relativePath)
        }
        record(relativePath, digest.finalize())
    }

    private func create(_ relativePath: String) throws(OutputError) -> Int32 {
        let fd = open(stagingPath + "/" + relativePath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(relativePath) }
        return fd
    }

    private func write(_ buffer: UnsafeRawBufferPointer, to fd: Int32, _ relativePath: String) throws(OutputError) {
        var written = 0
        while written < buffer.count, let base = buffer.baseAddress {
            let n = FileDescriptorWrite.write(fd, base + written, buffer.count - written)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw failure(relativePath) }
            written += n
        }
    }

    /// Copies a file as it is (assets).
    public func copy(_ source: URL, to relativePath: String) throws(OutputError) {
        guard let data = FileManager.default.contents(atPath: source.path) else {
            throw OutputError(path: source.path, reason: .cannotWrite("cannot read the file"))
        }
        try write([UInt8](data), to: relativePath)
    }

    /// Writes the manifest and swaps the staging folder in place of the output.
    public func commit() throws(OutputError) {
        var entries: [String: String] = [:]
        for shard in shards {
            shard.lock.withLock { entries.merge(shard.hashes) { first, _ in first } }
        }
        let manifest = Manifest(entries: entries)
        try write(manifest.text, to: Manifest.fileName)
        let manifestShard = shard(for: Manifest.fileName)
        manifestShard.lock.withLock { manifestShard.hashes[Manifest.fileName] = nil }
        unlink(staging.path + "/" + Self.stagingMarker)
        let fm = FileManager.default
        if fm.fileExists(atPath: output.path) {
            guard AtomicSwap.exchange(staging.path, output.path) else {
                throw OutputError(path: displayPath, reason: .cannotWrite("cannot swap in the new output: \(String(cString: strerror(errno)))"))
            }
            // The staging folder now holds the previous output.
            TreeRemover.remove(stagingPath)
        } else {
            guard rename(staging.path, output.path) == 0 else {
                throw OutputError(path: displayPath, reason: .cannotWrite(String(cString: strerror(errno))))
            }
        }
    }

    /// Removes the staging folder after a failed build.
    public func discard() {
        TreeRemover.remove(stagingPath)
    }

    private func attempt(_ body: () throws(OutputError) -> Void) -> OutputError? {
        do { try body() } catch { return error }
        return nil
    }

    private func record(_ path: String, _ digest: String) {
        let shard = shard(for: path)
        shard.lock.withLock { shard.hashes[path] = digest }
    }

    private func failure(_ relativePath: String) -> OutputError {
        OutputError(path: displayPath + "/" + relativePath, reason: .cannotWrite(String(cString: strerror(errno))))
    }

    /// Creates the folder that will hold `relativePath`, parents first, each
    /// once per build: a set lookup is far cheaper than asking the file system.
    private func ensureFolder(of relativePath: String) throws(OutputError) {
        guard let slash = relativePath.utf8.lastIndex(of: UInt8(ascii: "/")) else { return }
        try ensureFolder(String(relativePath[..<slash]))
    }

    private func ensureFolder(_ folder: String) throws(OutputError) {
        let shard = shard(for: folder)
        if shard.lock.withLock({ shard.folders.contains(folder) }) { return }
        if let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
            try ensureFolder(String(folder[..<slash]))
        }
        // Another thread may make the same folder at the same moment; either one wins.
        guard mkdir(stagingPath + "/" + folder, 0o755) == 0 || errno == EEXIST else {
            throw failure(folder)
        }
        shard.lock.withLock { _ = shard.folders.insert(folder) }
    }

    private func shard(for path: String) -> Shard {
        shards[path.hashValue & (shards.count - 1)]
    }

    private final class Shard: @unchecked Sendable {
        let lock = NSLock()
        var hashes: [String: String] = [:]
        var folders: Set<String> = []
    }
}
