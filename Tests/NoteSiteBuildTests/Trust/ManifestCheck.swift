import Foundation
@testable import NoteSiteBuild
@testable import NoteSiteOutput

/// Whether an output folder is exactly what its `.notesite-manifest` says:
/// the same files, each with its recorded SHA-256. Hashing is left to
/// coreutils' `sha256sum`, which reads the manifest's format as it is and is
/// far faster on a large site than a debug build of our own hash.
struct ManifestCheck {
    /// The manifest's text; two outputs with the same text hold the same files.
    var manifest: String
    /// Files present but not listed, or listed but missing or different.
    var problems: [String]

    var isComplete: Bool { problems.isEmpty && !manifest.isEmpty }

    init(folder: URL) throws {
        manifest = (try? String(contentsOf: folder.appendingPathComponent(Manifest.fileName), encoding: .utf8)) ?? ""
        let listed = Set(Manifest(parsing: manifest).entries.keys)
        var present: Set<String> = []
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            if enumerator?.fileAttributes?[.type] as? FileAttributeType != .typeDirectory { present.insert(relative) }
        }
        present.remove(Manifest.fileName)
        problems = present.subtracting(listed).sorted().map { "not in the manifest: \($0)" }
            + listed.subtracting(present).sorted().map { "missing: \($0)" }
        guard !manifest.isEmpty else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = ["--check", "--quiet", "--strict", Manifest.fileName]
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            problems += report.split(separator: "\n").prefix(10).map { "sha256sum: \($0)" }
        }
    }
}
