import Foundation

/// The built `notesite` executable, run as a user would run it.
enum NoteSiteBinary {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    enum Failure: Error, CustomStringConvertible {
        case notBuilt([String])

        var description: String {
            switch self {
            case .notBuilt(let tried):
                "the notesite binary is not built (looked at \(tried.joined(separator: ", "))); run swift build first"
            }
        }
    }

    /// `$NOTESITE_BIN`, else the binary beside the test bundle, else `.build/debug/notesite`.
    static func location() throws -> URL {
        var candidates: [URL] = []
        if let given = ProcessInfo.processInfo.environment["NOTESITE_BIN"] {
            candidates.append(URL(fileURLWithPath: given))
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("notesite"))
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("notesite"))
        candidates.append(Repository.root.appendingPathComponent(".build/debug/notesite"))
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
            return found
        }
        throw Failure.notBuilt(candidates.map(\.path))
    }

    /// Starts notesite with `arguments` in `folder`; output goes to files in
    /// `logs` so a large amount of it can never block the child.
    static func start(_ arguments: [String], in folder: URL, environment: [String: String] = [:],
                      logs: URL) throws -> Process {
        let process = Process()
        process.executableURL = try location()
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        try Data().write(to: URL(fileURLWithPath: logs.path + ".out"))
        try Data().write(to: URL(fileURLWithPath: logs.path + ".err"))
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: logs.path + ".out"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: logs.path + ".err"))
        try process.run()
        return process
    }

    /// Runs notesite to the end and returns its exit status and output.
    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Result {
        let logs = FileManager.default.temporaryDirectory.appendingPathComponent("notesite-run-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(atPath: logs.path + ".out")
            try? FileManager.default.removeItem(atPath: logs.path + ".err")
        }
        let process = try start(arguments, in: folder, environment: environment, logs: logs)
        process.waitUntilExit()
        let out = (try? String(contentsOfFile: logs.path + ".out", encoding: .utf8)) ?? ""
        let err = (try? String(contentsOfFile: logs.path + ".err", encoding: .utf8)) ?? ""
        return Result(status: process.terminationStatus, stdout: out, stderr: err)
    }
}
