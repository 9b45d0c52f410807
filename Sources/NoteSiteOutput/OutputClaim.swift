import Foundation
import NoteSiteSupport

/// An output folder claimed for one build: the refusals of docs/builds.md
/// checked, its lock held, and what the previous build remembered read.
/// With a claim a build can tell that nothing changed before reading the
/// site, or go on to write through a `StagingOutput`.
package final class OutputClaim: @unchecked Sendable {
    /// The output folder, symlinks resolved: a link is built through.
    package let output: URL
    package let siblings: OutputSiblings
    package let lock: OutputLock
    package let state: OutputState

    package init(output: URL, siteFolder: URL, force: Bool, displayPath: String, lockTimeout: Double) throws(OutputError) {
        let real = try Self.resolve(output.standardizedFileURL, displayPath: displayPath)
        try OutputGuard.check(output: real, siteFolder: siteFolder, force: force, displayPath: displayPath)
        self.output = real
        siblings = OutputSiblings(output: real.path, displayPath: displayPath)
        do {
            try FileManager.default.createDirectory(at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: displayPath, reason: .cannotWrite(error.localizedDescription))
        }
        lock = try OutputLock(path: siblings.lock, timeout: lockTimeout, displayPath: displayPath)
        state = OutputState(contentsOf: siblings.state)
    }

    /// A claim that made nothing leaves nothing: a first build that fails
    /// takes its lock file with it. The file goes while still locked, and a
    /// build waiting on it notices and takes a new one (`OutputLock`).
    deinit {
        let made = [output.path, siblings.staging, siblings.state].contains { (path: String) -> Bool in access(path, F_OK) == 0 }
        if !made && lock.isHeld { unlink(siblings.lock) }
    }

    /// The folder a build writes: a symlink's target, so that the exchange
    /// happens beside the real folder and the link keeps pointing at it.
    static func resolve(_ output: URL, displayPath: String) throws(OutputError) -> URL {
        if displayPath.isEmpty { throw OutputError(path: displayPath, reason: .emptyPath) }
        var info = stat()
        guard lstat(output.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return output }
        guard let target = realpath(output.path, nil) else { throw OutputError(path: displayPath, reason: .danglingLink) }
        defer { free(target) }
        return URL(fileURLWithPath: String(cString: target)).standardizedFileURL
    }

    /// What the output holds when it was built from exactly `inputs` and
    /// `settings` and is still as written, else nil. A source changed within
    /// the clock tick in which the previous build began cannot be told from
    /// an unchanged one by its stamp, so it counts as changed.
    /// A scheduled version whose moment has come by `now` (seconds since
    /// 1970) makes the output stale too.
    package func unchanged(inputs: [String: FileStamp], settings: String, now: Int64) -> OutputState.Summary? {
        guard let summary = state.summary, !inputs.isEmpty, state.settings == settings, state.inputs == inputs,
              summary.holds(at: now),
              inputs.values.allSatisfy({ $0.isOlder(than: state.since) }),
              let id = OutputState.TreeID.of(output.path), let tree = state.tree(id),
              let scan = try? TreeScan(root: output.path, known: tree) else { return nil }
        defer { LateRelease.hand((tree, scan)) }
        let records = tree.files
        var files = 0
        for (path, entry) in scan.entries {
            switch entry.kind {
            case .folder: guard tree.folders[path] != nil else { return nil }
            case .file: guard records[path]?.stamp == entry.stamp else { return nil }; files += 1
            case .other: return nil
            }
        }
        guard files == records.count else { return nil }
        remember(scan, of: tree, id: id)
        return summary
    }

    /// After a scan found the output as remembered: the stamps of folders
    /// listed in it (read before their listing, and older than this build)
    /// are kept, so that the next build need not list them again.
    private func remember(_ scan: TreeScan, of tree: OutputState.Tree, id: OutputState.TreeID) {
        var refreshed = tree
        for (folder, remembered) in tree.folders {
            guard let now = scan.entries[folder]?.stamp, now != remembered, now.isOlder(than: lock.since) else { continue }
            refreshed.folders[folder] = now
        }
        guard refreshed.folders != tree.folders else { return }
        var next = state
        next.set(refreshed, for: id)
        next.write(to: siblings.state)
    }
}
