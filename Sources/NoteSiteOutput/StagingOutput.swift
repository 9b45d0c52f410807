import Foundation
import NoteSiteSupport

/// The only code that writes a site to disk. Files go into the staging
/// folder beside the output, which `commit()` exchanges with the output in
/// one step, so a failed or killed build leaves the previous output as it
/// was. The output it replaces stays beside it as the next build's staging
/// folder (the back buffer): that build rewrites only the files whose bytes
/// differ, each as a new file in place of the old one (never written over),
/// and removes only the files the new site no longer has. Builds of one
/// output hold its lock, one at a time.
public final class StagingOutput: SiteOutput, @unchecked Sendable {
    /// The output folder, symlinks resolved: a link is built through.
    public let output: URL
    let staging: URL
    let siblings: OutputSiblings
    let stagingPath: String
    let lock: OutputLock
    /// True when the staging folder was made empty by this build.
    let fresh: Bool
    /// What the staging folder held when the build began.
    let before: TreeScan
    /// The files of the staging folder that are as recorded, with their records.
    let known: [String: OutputState.Record]
    let state: OutputState
    let stagingTree: OutputState.TreeID?
    /// What the state says the output holds, when it knows the output.
    let liveTree: OutputState.Tree?
    let liveTreeID: OutputState.TreeID?
    /// What has been written and made so far, in shards by path, so that
    /// writers on several threads seldom wait for the same lock.
    let shards = (0..<16).map { _ in Shard() }
    let temporaries = Counter()
    /// Files of the output linked into the staging folder, with the stamp
    /// the link gave them (a new link count is a new change time).
    let linked = Shard()
    let written = Counter()
    var signalToken = 0
    /// What the build was made from, for the next build to compare (see
    /// `OutputClaim.unchanged`); set before `commit()`.
    package var remembered: (inputs: [String: FileStamp], settings: String, summary: OutputState.Summary)?
    /// What the build keeps beside the new output for the next one
    /// (`SavedMemory`); set before `commit()`.
    package var memory: (any OutputMemory)?

    static let stagingMarker = ".notesite-staging"
    /// Where a file is written before it is renamed into place when it must
    /// not replace the old one until it is complete (notes.json, kept as it
    /// was when its new bytes turn out the same), or when its name was taken
    /// during the build.
    static let temporaryFolder = ".notesite-new"
    /// Large files this build replaced, freed on another thread.
    let lateFree = LateFree()

    /// Checks the refusals of docs/builds.md, takes the output's lock (waiting up
    /// to `lockTimeout` seconds for another build) and prepares the staging
    /// folder: the back buffer when one is there, else an empty folder.
    public convenience init(output: URL, siteFolder: URL, force: Bool, displayPath: String,
                            lockTimeout: Double = 60) throws(OutputError) {
        try self.init(claim: OutputClaim(output: output, siteFolder: siteFolder, force: force,
                                         displayPath: displayPath, lockTimeout: lockTimeout))
    }

    /// Prepares the staging folder of an output already claimed.
    package init(claim: OutputClaim) throws(OutputError) {
        output = claim.output
        siblings = claim.siblings
        staging = URL(fileURLWithPath: siblings.staging)
        stagingPath = siblings.staging
        lock = claim.lock
        if access(siblings.trash, F_OK) == 0 || errno != ENOENT { TreeRemover.remove(siblings.trash) }
        fresh = try Self.prepare(siblings)
        state = claim.state
        stagingTree = OutputState.TreeID.of(stagingPath)
        // The two trees the state remembers, read side by side.
        let ids = [stagingTree, OutputState.TreeID.of(output.path)]
        let trees = ConcurrentMap.map(ids, workers: 2) { [state] id in id.flatMap { state.tree($0) } }
        liveTree = trees[1]
        liveTreeID = ids[1]
        do { before = fresh ? TreeScan() : try TreeScan(root: stagingPath, known: trees[0]) } catch {
            throw OutputError(path: siblings.display.staging, reason: .cannotUpdatePrevious(String(cString: strerror(error.code))))
        }
        var known: [String: OutputState.Record] = [:]
        if let records = trees[0]?.files {
            known.reserveCapacity(records.count)
            for (path, record) in records {
                if let entry = before.entries[path], entry.kind == .file, entry.stamp == record.stamp { known[path] = record }
            }
        }
        self.known = known
        // Made once, here: after a signal removes it, a writer still running
        // fails to create files in it instead of making it again.
        let temporary = stagingPath + "/" + Self.temporaryFolder
        guard mkdir(temporary, 0o755) == 0 || errno == EEXIST else {
            let error = OutputError(path: siblings.display.staging, reason: fresh ? .cannotWrite(String(cString: strerror(errno)))
                                                                               : .cannotUpdatePrevious(String(cString: strerror(errno))))
            lock.release()
            throw error
        }
        shard(for: "").folders.insert("")
        let (siblings, fresh) = (siblings, fresh)
        signalToken = Interruption.onSignal { Self.abandon(siblings, fresh: fresh) }
        Failpoint.prepared.reached()
    }

    /// Makes the staging folder ready; true when it was made empty.
    private static func prepare(_ siblings: OutputSiblings) throws(OutputError) -> Bool {
        let path = siblings.staging
        var info = stat()
        if lstat(path, &info) != 0 {
            guard mkdir(path, 0o755) == 0, FileManager.default.createFile(atPath: path + "/" + stagingMarker, contents: nil) else {
                throw OutputError(path: siblings.display.staging, reason: .cannotWrite(String(cString: strerror(errno))))
            }
            return true
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { throw OutputError(path: siblings.display.staging, reason: .siblingInTheWay) }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        // A killed build may leave its folder empty or half written; the
        // marker or a manifest says that notesite made it.
        guard names.isEmpty || names.contains(stagingMarker) || names.contains(Manifest.fileName) else {
            throw OutputError(path: siblings.display.staging, reason: .siblingInTheWay)
        }
        return false
    }

    /// After a signal: a staging folder this build made goes; a back buffer
    /// stays, with its temporary folder gone. A file it holds half written
    /// is not trusted by the next build, whose scan finds its stamp unknown
    /// (after a kill, that build also removes the temporary folder with
    /// anything else the new site does not have).
    private static func abandon(_ siblings: OutputSiblings, fresh: Bool) {
        if fresh {
            if rename(siblings.staging, siblings.trash) == 0 { TreeRemover.remove(siblings.trash) }
        } else {
            let temporary = siblings.staging + "/" + temporaryFolder, aside = siblings.trash
            if rename(temporary, aside) == 0 { TreeRemover.remove(aside) }
        }
    }

    /// Makes room for `files` entries up front, so the tables seldom grow
    /// (and rehash) while a writer holds their lock: an even share of them
    /// and an eighth more, as paths spread evenly over the shards. Room for
    /// twice as many took 8 MB at the peak of a 10,000-version build.
    public func expect(files: Int) {
        let share = files / shards.count
        for shard in shards {
            shard.lock.withLock {
                shard.records.reserveCapacity(share + share / 8 + 16)
                shard.folders.reserveCapacity(share + share / 8 + 16)
            }
        }
    }

    /// Removes what this build made after a failure; the output is untouched.
    /// With `keepingLock`, the lock stays with the claim, which takes the
    /// lock file with it if the build made nothing (`OutputClaim`).
    public func discard(keepingLock: Bool = false) {
        Self.abandon(siblings, fresh: fresh)
        lateFree.wait()
        Interruption.remove(signalToken)
        if !keepingLock { lock.release() }
    }

    func shard(for path: String) -> Shard {
        shards[path.hashValue & (shards.count - 1)]
    }

    final class Shard: @unchecked Sendable {
        let lock = NSLock()
        var records: [String: OutputState.Record] = [:]
        var folders: Set<String> = []
        /// Folders whose entries this build added, replaced or removed.
        var touched: Set<String> = []
        /// Files of the back buffer removed with nothing in their place (`vacate`).
        var vacated: Set<String> = []
    }
}
