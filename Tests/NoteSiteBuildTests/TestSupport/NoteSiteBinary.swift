import Foundation

/// What a run of the `notesite` binary did.
struct ProcessOutput {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// The built `notesite` executable, run as a user would run it. `swift build`
/// puts it beside the test bundle; `$NOTESITE_BIN` or the checkout's
/// `.build/debug/` are fallbacks.
enum NoteSiteBinary {
    static let url: URL? = {
        var candidates: [URL] = []
        if let given = ProcessInfo.processInfo.environment["NOTESITE_BIN"] {
            candidates.append(URL(fileURLWithPath: given))
        }
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        candidates.append(runner.deletingLastPathComponent().appendingPathComponent("notesite"))
        // On platforms where the tests live inside a bundle folder.
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("notesite"))
        candidates.append(Repository.root.appendingPathComponent(".build/debug/notesite"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Missing: Error, CustomStringConvertible {
        var description: String { "the notesite binary was not found beside the tests; run swift build first" }
    }

    static func location() throws -> URL {
        guard let url else { throw Missing() }
        return url
    }

    /// Starts notesite with `arguments` in `folder`; its streams go to
    /// `logs.out` and `logs.err`, so a chatty run can never fill a pipe and stall.
    static func start(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:],
                      logs: URL) throws -> Process {
        let process = Process()
        process.executableURL = try location()
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = URL(fileURLWithPath: logs.path + ".out")
        let err = URL(fileURLWithPath: logs.path + ".err")
        try Data().write(to: out)
        try Data().write(to: err)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        return process
    }

    /// Runs notesite to the end and returns its exit status and output.
    static func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> ProcessOutput {
        let streams = try TemporaryFolder("notesite-streams")
        let logs = streams.path("run")
        let process = try start(arguments, in: folder, environment: environment, logs: logs)
        process.waitUntilExit()
        return ProcessOutput(status: process.terminationStatus,
                             stdout: (try? String(contentsOfFile: logs.path + ".out", encoding: .utf8)) ?? "",
                             stderr: (try? String(contentsOfFile: logs.path + ".err", encoding: .utf8)) ?? "")
    }
}
