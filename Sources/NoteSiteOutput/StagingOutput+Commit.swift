import Foundation
import NoteSiteSupport

extension StagingOutput {
    /// Writes the manifest, removes what the new site no longer has, and
    /// exchanges the staging folder with the output. The output it replaces
    /// stays beside it as the next build's staging folder.
    public func commit() throws(OutputError) {
        defer {
            lateFree.wait()
            lock.release()
        }
        do {
            try finish()
        } catch {
            discard()
            throw error
        }
    }

    private func finish() throws(OutputError) {
        // Saved before the exchange and named by the state written after
        // it: a build killed in between leaves a memory no state names. It
        // is written while the files are counted, the manifest made and the
        // folder pruned; of the files it needs only notes.json's stamps.
        let token = Self.newMemoryToken()
        let saving = Background { [memory, siblings, self] in
            memory.flatMap {
                $0.save(token: token, to: siblings.memory) { path in
                    let shard = shard(for: path)
                    return shard.lock.withLock { shard.records[path]?.stamp }
                } ? token : nil
            }
        }
        var records: [String: OutputState.Record] = [:]
        var folders: Set<String> = []
        let sizes = shards.map { shard in shard.lock.withLock { (shard.records.count, shard.folders.count) } }
        records.reserveCapacity(sizes.reduce(1) { $0 + $1.0 })
        folders.reserveCapacity(sizes.reduce(1) { $0 + $1.1 })
        for shard in shards {
            shard.lock.withLock {
                records.merge(shard.records) { first, _ in first }
                folders.formUnion(shard.folders)
            }
        }
        // Files kept where they stood were recorded without their folders.
        for path in records.keys { Self.addFolders(of: path, to: &folders) }
        let newTree: OutputState.Tree
        do {
            // The manifest is made while the folder is pruned: one is work
            // for the processor, the other for the file system.
            let manifestText = Background { [records] in Manifest(entries: records.mapValues(\.digest)).bytes }
            try prune(keeping: records, folders: folders)
            try write(manifestText.wait(), to: Manifest.fileName)
            let manifest = shard(for: Manifest.fileName)
            manifest.lock.withLock { records[Manifest.fileName] = manifest.records[Manifest.fileName] }
            TreeRemover.remove(stagingPath + "/" + Self.temporaryFolder)
            newTree = OutputState.Tree(files: records, folders: folderStamps(folders))
        } catch {
            _ = saving.wait()
            throw error
        }
        // The next state is made while the memory is still being written,
        // on the word that it will be; it is written after the exchange.
        let oldTree = OutputState.TreeID.of(output.path)
        let encoding = Background { [self] in nextState(newTree, oldTree: oldTree, memory: token).bytesToWrite() }
        let memoryToken = saving.wait()
        var state = encoding.wait()
        if memoryToken == nil {
            unlink(siblings.memory)
            state = nextState(newTree, oldTree: oldTree, memory: "").bytesToWrite()
        }
        Failpoint.memorySaved.reached()
        try Interruption.uninterrupted { () throws(OutputError) in
            unlink(stagingPath + "/" + Self.stagingMarker)
            if FileManager.default.fileExists(atPath: output.path) {
                switch AtomicSwap.swap(stagingPath, output.path) {
                case .exchanged: break
                case .unsupported:
                    // Two renames would leave a moment with no output, or a
                    // mix after a kill; the old output stays as it is.
                    throw OutputError(path: siblings.display.output, reason: .cannotExchange)
                case .failed(let code):
                    throw OutputError(path: siblings.display.output,
                                      reason: .cannotWrite("cannot exchange it with the new output: \(String(cString: strerror(code)))"))
                }
                Failpoint.exchanged.reached()
                // The previous output is now the staging folder: mark it as
                // notesite's even if it was an output replaced with --force.
                _ = FileManager.default.createFile(atPath: stagingPath + "/" + Self.stagingMarker, contents: nil)
            } else {
                guard rename(stagingPath, output.path) == 0 else {
                    throw OutputError(path: siblings.display.output, reason: .cannotWrite(String(cString: strerror(errno))))
                }
            }
            OutputState.write(state, to: siblings.state)
            Interruption.remove(signalToken)
        }
    }

    /// What the state says after the exchange: the new output's files and
    /// folders, and what is known of the previous output (`oldTree`), which
    /// becomes the staging folder. Files linked into the new output share
    /// their inode with it, and the link changed their stamp in both trees.
    private func nextState(_ newTree: OutputState.Tree, oldTree: OutputState.TreeID?, memory: String) -> OutputState {
        var next = OutputState()
        if let remembered {
            next.inputs = remembered.inputs
            next.settings = remembered.settings
            next.summary = remembered.summary
            next.since = lock.since
        }
        if let tree = stagingTree { next.set(newTree, for: tree) }
        if let oldTree {
            let links = linked.lock.withLock { linked.records }
            // Nothing linked: the previous output is as the state read it,
            // and its bytes there are taken as they are.
            let carried = links.isEmpty && oldTree == liveTreeID && next.carry(oldTree, from: state)
            if !carried, var kept = liveTree {
                for (path, record) in links { kept.files[path] = record }
                next.set(kept, for: oldTree)
            }
        }
        next.memory = memory
        return next
    }

    /// Removes every entry of the staging folder that the new site does not
    /// have: files it dropped, files a hand put there, files left by a
    /// killed build. The manifest stays: it is written next. An entry whose
    /// path the new site uses for the other kind is gone already, with
    /// what was below it (`makeRoom`, `ensureFolder`): a removal that finds
    /// a file where a folder was on its path (ENOTDIR) has nothing to do.
    private func prune(keeping records: [String: OutputState.Record], folders: Set<String>) throws(OutputError) {
        func gone(_ result: Int32) -> Bool { result == 0 || errno == ENOENT || errno == ENOTDIR }
        var emptied: [String] = []
        for (path, entry) in before.entries where !path.hasPrefix(Self.temporaryFolder + "/") && path != Self.temporaryFolder {
            switch entry.kind {
            case .folder:
                if !folders.contains(path) && records[path] == nil && path != Manifest.fileName { emptied.append(path) }
            case .file, .other:
                if records[path] == nil && !folders.contains(path) && path != Self.stagingMarker && path != Manifest.fileName {
                    guard gone(unlink(stagingPath + "/" + path)) else { throw failure(path) }
                    touch(parentOf: path)
                }
            }
        }
        Failpoint.pruning.reached()
        // Deepest first: a folder can go only once it is empty.
        for path in emptied.sorted(by: { $0.utf8.count > $1.utf8.count }) {
            guard gone(rmdir(stagingPath + "/" + path)) else { throw failure(path) }
            touch(parentOf: path)
        }
    }

    /// Adds the folders that hold `path`, deepest first, up to the first
    /// one already there.
    static func addFolders(of path: String, to folders: inout Set<String>) {
        var end = path.utf8.endIndex
        while let slash = path.utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
            guard folders.insert(String(path[..<slash])).inserted else { return }
            end = slash
        }
    }

    /// The stamp of each of the new site's folders, for the next build's
    /// `TreeScan`. A stamp stands for a folder's entries only if it was
    /// read before they were listed and shows no change since the build
    /// began: the one scanned at the start, for a folder this build did not
    /// change. Any other folder is remembered without a stamp, and listed by
    /// the next scan, which may then remember its stamp (`OutputClaim`).
    private func folderStamps(_ folders: Set<String>) -> [String: FileStamp] {
        var touched: Set<String> = []
        for shard in shards { shard.lock.withLock { touched.formUnion(shard.touched) } }
        var stamps: [String: FileStamp] = [:]
        stamps.reserveCapacity(folders.count)
        for folder in folders where !folder.isEmpty {
            if !touched.contains(folder), let entry = before.entries[folder], entry.kind == .folder,
               entry.stamp.isOlder(than: lock.since) {
                stamps[folder] = entry.stamp
            } else {
                stamps[folder] = .unknown
            }
        }
        return stamps
    }
}
