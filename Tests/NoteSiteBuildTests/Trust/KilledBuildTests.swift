import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteOutput

/// A build killed with SIGKILL at any moment leaves either the old output or
/// the complete new one, never a mix; the next build cleans up and succeeds.
@Suite("Killed builds") struct KilledBuildTests {
    /// Versions in the generated site: enough for a build of several seconds.
    static let versionCount = 3_000

    /// When to kill a build: after a fixed time, or once its staging folder
    /// holds a number of version pages (so "halfway" does not depend on the
    /// speed of the machine).
    enum Moment: CustomStringConvertible {
        case after(seconds: Double)
        case staged(versions: Int)

        var description: String {
            switch self {
            case .after(let seconds): "\(seconds) s after start"
            case .staged(let versions): "once \(versions) version pages were staged"
            }
        }
    }

    /// Waits for `moment` while `process` runs; false when it ended first.
    private func wait(for moment: Moment, _ process: Process, staging: URL) -> Bool {
        switch moment {
        case .after(let seconds):
            Thread.sleep(forTimeInterval: seconds)
        case .staged(let versions):
            let folder = staging.appendingPathComponent("versions").path
            while process.isRunning {
                if ((try? FileManager.default.contentsOfDirectory(atPath: folder))?.count ?? 0) >= versions { break }
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
        return process.isRunning
    }

    @Test("SIGKILL at several points of a large build leaves the old output or the complete new one, never a mix")
    func killedBuildsLeaveOldOrNew() throws {
        let folder = try TemporaryFolder()
        let site = folder("site")
        try LargeSite.write(count: 12, title: "Before", into: site)
        let first = try NoteSiteBinary.run(["build", "site", "-o", "out", "--quiet"], in: folder.url)
        try #require(first.status == 0, "\(first.stderr)")
        let old = try ManifestCheck(folder: folder("out"))
        #expect(old.isComplete, "\(old.problems)")

        try LargeSite.write(count: Self.versionCount, title: "After", into: site)
        let staging = folder(".out.notesite-staging")
        let moments: [Moment] = [.after(seconds: 0.15), .staged(versions: Self.versionCount / 3),
                                 .staged(versions: Self.versionCount - 5)]
        var afterKills: [(Moment, ManifestCheck)] = []
        for (attempt, moment) in moments.enumerated() {
            let process = try NoteSiteBinary.start(["build", "site", "-o", "out", "--quiet"], in: folder.url,
                                                   logs: folder("kill-\(attempt)"))
            let interrupted = wait(for: moment, process, staging: staging)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(interrupted, "the build ended before it could be killed \(moment)")
            if case .staged = moment {
                #expect(FileManager.default.fileExists(atPath: staging.path), "killed \(moment), yet nothing was staged")
            }
            let check = try ManifestCheck(folder: folder("out"))
            #expect(check.isComplete, "after a kill \(moment): \(check.problems)")
            afterKills.append((moment, check))
        }

        let last = try NoteSiteBinary.run(["build", "site", "-o", "out", "--quiet"], in: folder.url)
        #expect(last.status == 0, "\(last.stderr)")
        let new = try ManifestCheck(folder: folder("out"))
        #expect(new.isComplete, "\(new.problems)")
        #expect(new.manifest != old.manifest)
        for (moment, check) in afterKills {
            #expect(check.manifest == old.manifest || check.manifest == new.manifest,
                    "a kill \(moment) left neither the old nor the new site")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        // The lock, the remembered state and the previous output (the next
        // build's back buffer) stay beside the output; nothing else does.
        #expect(names.filter { $0.contains("notesite") }.sorted() == [".out.notesite-lock", ".out.notesite-memory", ".out.notesite-memory-rests", ".out.notesite-staging", ".out.notesite-state"])
        #expect(FileManager.default.fileExists(atPath: staging.appendingPathComponent(Manifest.fileName).path))
    }
}
