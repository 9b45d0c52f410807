import Foundation

/// What a run of the `notesite` binary did.
struct ProcessOutput {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// The built `notesite` executable, which `swift build` puts beside the test
/// bundle; `$NOTESITE_BIN` or the checkout's `.build/debug/` are fallbacks.
enum NoteSiteBinary {
    static let url: URL? = {
        var candidates: [URL] = []
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        candidates.append(runner.deletingLastPathComponent().appendingPathComponent("notesite"))
        // On platforms where the tests live inside a bundle folder.
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("notesite"))
        if let given = ProcessInfo.processInfo.environment["NOTESITE_BIN"] {
            candidates.append(URL(fileURLWithPath: given))
        }
        candidates.append(Repository.root.appendingPathComponent(".build/debug/notesite"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Missing: Error, CustomStringConvertible {
        var description: String { "the notesite binary was not found beside the tests; run swift build first" }
    }

    /// Runs `notesite arguments…` in `directory` and waits for it. The
    /// streams go to files, so a chatty run cannot fill a pipe and stall.
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> ProcessOutput {
        guard let url else { throw Missing() }
        let streams = try TemporaryFolder("notesite-streams")
        let out = streams.path("stdout")
        let err = streams.path("stderr")
        try Data().write(to: out)
        try Data().write(to: err)
        let outHandle = try FileHandle(forWritingTo: out)
        let errHandle = try FileHandle(forWritingTo: err)
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return ProcessOutput(status: process.terminationStatus,
                             stdout: try String(contentsOf: out, encoding: .utf8),
                             stderr: try String(contentsOf: err, encoding: .utf8))
    }
}
