import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteOutput

/// A build ended at each moment of writing its output (SIGKILL, or a signal
/// asking it to stop) leaves the old output or the complete new one, and
/// the next build succeeds without help and equals a fresh build.
@Suite("Builds ended at every phase") struct BuildPhaseTests {
    /// A site built twice, so that a back buffer sits beside the output, then changed.
    static func prepared(_ folder: TemporaryFolder) throws -> (old: ManifestCheck, fresh: TreeDigest) {
        let site = folder("site")
        // Two different builds, so that the output and a back buffer exist.
        for title in ["Earlier", "Before"] {
            try LargeSite.write(count: 120, title: title, into: site)
            let run = try NoteSiteBinary.run(["build", "site", "-o", "out", "--quiet"], in: folder.url)
            try #require(run.status == 0, "\(run.stderr)")
        }
        let old = try ManifestCheck(folder: folder("out"))
        try LargeSite.write(count: 130, title: "After", into: site)
        let fresh = try NoteSiteBinary.run(["build", "site", "-o", "fresh", "--quiet"], in: folder.url)
        try #require(fresh.status == 0, "\(fresh.stderr)")
        return (old, TreeDigest(at: folder("fresh")))
    }

    /// A build of `site` into `out` that has stopped itself halfway through
    /// writing (SIGSTOP at the `writing` failpoint), for the caller to go on.
    static func stoppedWhileWriting(in folder: TemporaryFolder, logs: URL) throws -> Process {
        let process = try NoteSiteBinary.start(["build", "site", "-o", "out", "--quiet"], in: folder.url,
                                               environment: ["NOTESITE_FAILPOINT": "writing:stop"], logs: logs)
        var stopped = false
        for _ in 0..<500 where !stopped {
            let stat = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)) ?? ""
            stopped = stat.split(separator: ")").last?.split(separator: " ").first == "T"
            if !stopped { Thread.sleep(forTimeInterval: 0.02) }
        }
        try #require(stopped, "the build never reached the middle of writing")
        return process
    }

    static let moments = ["prepared", "writing", "pruning", "memorySaved", "exchanged"]

    @Test("SIGKILL at each phase leaves the old or the complete new output; the next build equals a fresh one",
          arguments: moments, [false, true])
    func killed(moment: String, backBuffer: Bool) throws {
        let folder = try TemporaryFolder()
        let (old, fresh) = try Self.prepared(folder)
        if !backBuffer { try FileManager.default.removeItem(at: folder(".out.notesite-staging")) }
        let killed = try NoteSiteBinary.run(["build", "site", "-o", "out", "--quiet"], in: folder.url,
                                            environment: ["NOTESITE_FAILPOINT": moment])
        #expect(killed.status == SIGKILL || killed.status == 128 + SIGKILL, "the build was not killed \(moment): \(killed.status)")
        let after = try ManifestCheck(folder: folder("out"))
        #expect(after.isComplete, "killed at \(moment): \(after.problems)")
        let new = TreeDigest(manifestAt: folder("fresh"))
        #expect(after.manifest == old.manifest || TreeDigest(manifestAt: folder("out")) == new,
                "killed at \(moment): neither the old nor the new site")

        let next = try NoteSiteBinary.run(["build", "site", "-o", "out", "--quiet"], in: folder.url)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(TreeDigest(at: folder("out")) == fresh, "after a kill at \(moment), the rebuild differs from a fresh build")
        let again = try NoteSiteBinary.run(["build", "site", "-o", "out", "--quiet"], in: folder.url)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(TreeDigest(at: folder("out")) == fresh)
    }

    @Test("SIGINT, SIGTERM and SIGHUP while writing remove what the build made, keep the old output, exit 128 + signal",
          arguments: [[SIGINT, 130], [SIGTERM, 143], [SIGHUP, 129]], [false, true])
    func signalled(pair: [Int32], backBuffer: Bool) throws {
        let (signal, status) = (pair[0], pair[1])
        let folder = try TemporaryFolder()
        let (old, fresh) = try Self.prepared(folder)
        let staging = folder(".out.notesite-staging")
        if !backBuffer { try FileManager.default.removeItem(at: staging) }
        let process = try Self.stoppedWhileWriting(in: folder, logs: folder("signal"))
        kill(process.processIdentifier, signal)
        kill(process.processIdentifier, SIGCONT)
        process.waitUntilExit()
        #expect(process.terminationStatus == status)
        let after = try ManifestCheck(folder: folder("out"))
        #expect(after.isComplete && after.manifest == old.manifest, "\(after.problems)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(!names.contains(".out.notesite-trash"))
        if backBuffer {
            #expect(!FileManager.default.fileExists(atPath: staging.appendingPathComponent(StagingOutput.temporaryFolder).path))
        } else {
            #expect(!names.contains(".out.notesite-staging"), "the staging folder this build made remains: \(names)")
        }
        let next = try NoteSiteBinary.run(["build", "site", "-o", "out", "--quiet"], in: folder.url)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(TreeDigest(at: folder("out")) == fresh)
    }

    @Test("a file put into the staging folder while a build writes does not survive into a build that finds nothing changed")
    func fileAddedDuringBuild() throws {
        let folder = try TemporaryFolder()
        _ = try Self.prepared(folder)
        let process = try Self.stoppedWhileWriting(in: folder, logs: folder("added"))
        // Every folder of the staging folder gets a stray file, so that some
        // lie in folders the build writes into after this moment.
        let staging = folder(".out.notesite-staging")
        let folders = (FileManager.default.enumerator(atPath: staging.path)?.compactMap { $0 as? String } ?? [])
            .filter { (try? staging.appendingPathComponent($0).resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
        for path in folders { try Data("stray".utf8).write(to: staging.appendingPathComponent(path).appendingPathComponent("stray.html")) }
        kill(process.processIdentifier, SIGCONT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // Whether the next build finds nothing changed or not, no stray file is left in the output.
        for _ in 0..<2 {
            let next = try NoteSiteBinary.run(["build", "site", "-o", "out", "--quiet"], in: folder.url)
            #expect(next.status == 0, "\(next.stderr)")
            let strays = (FileManager.default.enumerator(atPath: folder("out").path)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix("stray.html") }
            #expect(strays.isEmpty, "\(strays.count) stray files in the output, as \(strays.prefix(3))")
        }
    }

    @Test("a file too large for ulimit -f is a reported write error, not a crash, and the output stays")
    func fileSizeLimit() throws {
        let folder = try TemporaryFolder()
        let (old, _) = try Self.prepared(folder)
        let binary = try NoteSiteBinary.location().path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -f 16; exec \"$0\" build site -o out --quiet", binary]
        process.currentDirectoryURL = folder.url
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 1, "\(process.terminationStatus): \(text)")
        #expect(text.contains("error: cannot write the output: File too large"), "\(text)")
        let after = try ManifestCheck(folder: folder("out"))
        #expect(after.isComplete && after.manifest == old.manifest)
    }
}
