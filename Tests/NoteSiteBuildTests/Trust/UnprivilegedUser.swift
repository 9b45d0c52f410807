import Foundation

/// Runs the binary as a user whom file modes bind. Tests may run as root,
/// whom `chmod 000` does not stop; then the run drops to `nobody` with
/// `setpriv`, and the files it works on are handed to that user first.
enum UnprivilegedUser {
    static var isRoot: Bool { getuid() == 0 }

    /// Gives `folder` and everything in it to `nobody`, when running as root.
    static func hand(_ folder: URL) throws {
        guard isRoot else { return }
        try run("/bin/chown", ["-R", "nobody:nogroup", folder.path])
        try run("/bin/chmod", ["-R", "a+rX", folder.path])
    }

    /// Runs notesite with `arguments` in `folder`, as `nobody` when root.
    static func notesite(_ arguments: [String], in folder: URL) throws -> ProcessOutput {
        guard isRoot else { return try NoteSiteBinary.run(arguments, in: folder) }
        let binary = try NoteSiteBinary.location().path
        let streams = try TemporaryFolder("notesite-unprivileged")
        try hand(streams.url)
        let out = streams.path("out"), err = streams.path("err")
        let command = ["--reuid=nobody", "--regid=nogroup", "--clear-groups", "/bin/sh", "-c",
                       "cd \"$0\" && exec \"$@\" >\"$OUT\" 2>\"$ERR\"", folder.path, binary] + arguments
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = command
        var environment = ProcessInfo.processInfo.environment
        environment["OUT"] = out.path
        environment["ERR"] = err.path
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return ProcessOutput(status: process.terminationStatus,
                             stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
                             stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }

    private static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSLocalizedDescriptionKey: "\(tool) failed"])
        }
    }
}
