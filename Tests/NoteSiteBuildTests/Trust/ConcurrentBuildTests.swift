import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

/// Builds of one output never interleave (docs/builds.md): started together, each
/// waits for the lock, every one exits 0, and the output is complete.
@Suite("Builds at once") struct ConcurrentBuildTests {
    @Test("two and three builds started together all succeed, one after another, into a complete output", arguments: [2, 3])
    func together(count: Int) throws {
        let folder = try TemporaryFolder()
        try LargeSite.write(count: 400, title: "Together", into: folder("site"))
        let fresh = try NoteSiteBinary.run(["build", "site", "-o", "fresh", "--quiet"], in: folder.url)
        try #require(fresh.status == 0)
        for round in 0..<2 {
            let processes = try (0..<count).map { index in
                try NoteSiteBinary.start(["build", "site", "-o", "out", "--quiet"], in: folder.url,
                                         logs: folder("run-\(round)-\(index)"))
            }
            for process in processes { process.waitUntilExit() }
            for (index, process) in processes.enumerated() {
                let stderr = (try? String(contentsOfFile: folder("run-\(round)-\(index)").path + ".err", encoding: .utf8)) ?? ""
                #expect(process.terminationStatus == 0, "build \(index) of round \(round): \(stderr)")
            }
            let check = try ManifestCheck(folder: folder("out"))
            #expect(check.isComplete, "\(check.problems)")
            #expect(TreeDigest(at: folder("out")) == TreeDigest(at: folder("fresh")))
        }
    }

    @Test("a build that cannot get the lock in time fails naming the process that holds it")
    func lockTimeout() throws {
        let folder = try TemporaryFolder()
        try LargeSite.write(count: 3, title: "Locked", into: folder("site"))
        let lockPath = folder(".out.notesite-lock").path
        let fd = open(lockPath, O_RDWR | O_CREAT, 0o644)
        try #require(fd >= 0)
        defer { close(fd) }
        try #require(flock(fd, LOCK_EX) == 0)
        _ = "4242\n".withCString { write(fd, $0, 5) }
        var options = BuildOptions(site: SitePaths(given: folder("site").path), output: folder("out"), outputDisplay: "out")
        options.lockTimeout = 0.3
        let report = SiteBuilder(options: options).run()
        #expect(report.diagnostics.map(\.text).last
                == "out: error: another notesite build (process 4242) is writing this output folder; gave up waiting after 0.3 s\n  hint: wait for it to finish, or stop it with 'kill 4242'")
        #expect(!FileManager.default.fileExists(atPath: folder("out").path))
        #expect(!FileManager.default.fileExists(atPath: folder(".out.notesite-staging").path))
    }

    @Test("a lock file left by a killed build holds nothing: the next build runs at once")
    func staleLock() throws {
        let folder = try TemporaryFolder()
        try LargeSite.write(count: 3, title: "Stale", into: folder("site"))
        try folder.write("99999999\n", to: ".out.notesite-lock")
        var options = BuildOptions(site: SitePaths(given: folder("site").path), output: folder("out"), outputDisplay: "out")
        options.lockTimeout = 0
        let report = SiteBuilder(options: options).run()
        #expect(report.succeeded, "\(report.diagnostics)")
    }
}
