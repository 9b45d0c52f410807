import Foundation
import Testing
@testable import NoteSiteBuild

/// What makes one input of a site unreadable, and the error it must give.
struct UnreadableCase: CustomTestStringConvertible, Sendable {
    enum Kind: Sendable {
        /// Mode 000: exists, but the user cannot read it.
        case noPermission
        /// A named pipe, which would block a reader or read as empty.
        case namedPipe
        /// A folder where a file is expected.
        case folder
    }

    var path: String
    var kind: Kind
    var expected: String
    var testDescription: String { "\(path) (\(kind))" }
}

/// An input that exists but cannot be read is a located error that fails the
/// build and leaves the previous output as it was; it is never taken for an
/// absent file (which would build the defaults, an empty site or the
/// built-in theme over a good site).
@Suite("Unreadable input") struct UnreadableInputTests {
    static let cases: [UnreadableCase] = [
        UnreadableCase(path: "content/versions", kind: .noPermission, expected: """
            site/content/versions: error: cannot read this: permission denied
              hint: give the user running notesite read access to it (and search access to its folders)
            """),
        UnreadableCase(path: "notesite.yml", kind: .noPermission, expected: """
            site/notesite.yml: error: cannot read this: permission denied
              hint: give the user running notesite read access to it (and search access to its folders)
            """),
        UnreadableCase(path: "notesite.yml", kind: .namedPipe, expected: """
            site/notesite.yml: error: this is not a regular file (a named pipe, socket or device)
              hint: replace it with a regular file
            """),
        UnreadableCase(path: "notesite.yml", kind: .folder, expected: """
            site/notesite.yml: error: this is a folder, where a file is expected
              hint: replace it with a file, or remove it
            """),
        UnreadableCase(path: "templates", kind: .noPermission, expected: """
            site/templates: error: cannot read this: permission denied
              hint: give the user running notesite read access to it (and search access to its folders)
            """),
        UnreadableCase(path: "templates/version.mustache", kind: .noPermission, expected: """
            site/templates/version.mustache: error: cannot read this: permission denied
              hint: give the user running notesite read access to it (and search access to its folders)
            """),
        UnreadableCase(path: "templates/version.mustache", kind: .namedPipe, expected: """
            site/templates/version.mustache: error: this is not a regular file (a named pipe, socket or device)
              hint: replace it with a regular file
            """),
        UnreadableCase(path: "content/assets", kind: .noPermission, expected: """
            site/content/assets: error: cannot read this: permission denied
              hint: give the user running notesite read access to it (and search access to its folders)
            """),
        UnreadableCase(path: "content/assets/photos", kind: .noPermission, expected: """
            site/content/assets/photos: error: cannot read this: permission denied
              hint: give the user running notesite read access to it (and search access to its folders)
            """),
        UnreadableCase(path: "content/assets/photos/pipe.png", kind: .namedPipe, expected: """
            site/content/assets/photos/pipe.png: error: this is not a regular file (a named pipe, socket or device)
              hint: replace it with a regular file, or remove it
            """),
        UnreadableCase(path: "content/assets/readme.txt", kind: .noPermission, expected: """
            site/content/assets/readme.txt: error: cannot read the asset
            """),
        UnreadableCase(path: "content/icons/spark.svg", kind: .noPermission, expected: """
            site/content/icons/spark.svg: error: cannot read this: permission denied
              hint: give the user running notesite read access to it (and search access to its folders)
            """),
        UnreadableCase(path: "content/versions/1.0.0.md", kind: .noPermission, expected: """
            site/content/versions/1.0.0.md: error: cannot read this: permission denied
              hint: give the user running notesite read access to it (and search access to its folders)
            """),
    ]

    /// A small site that uses every kind of input: configuration, a version,
    /// an asset in a subfolder, a custom icon and a template override.
    static func makeSite(in folder: TemporaryFolder) throws -> URL {
        try folder.write("title: Unreadable\nbaseURL: https://example.com/u/\n", to: "site/notesite.yml")
        try folder.write("""
            ---
            version: 1.0.0
            date: 2026-01-10
            features:
              - icon: spark
                title: Sparkles
            ---
            A body.
            """, to: "site/content/versions/1.0.0.md")
        try folder.write("asset\n", to: "site/content/assets/readme.txt")
        try folder.write("photo\n", to: "site/content/assets/photos/one.png")
        try folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"><path d=\"M0 0h1v1z\"/></svg>",
                         to: "site/content/icons/spark.svg")
        try folder.write("<!doctype html><title>{{site.title}}</title>\n", to: "site/templates/version.mustache")
        return folder("site")
    }

    @Test("each unreadable input fails the build by name and keeps the previous output", arguments: cases)
    func unreadableInput(_ test: UnreadableCase) throws {
        let folder = try TemporaryFolder()
        let site = try Self.makeSite(in: folder)
        try UnprivilegedUser.hand(folder.url)
        let first = try UnprivilegedUser.notesite(["build", "site", "--quiet"], in: folder.url)
        #expect(first.status == 0, "\(first.stderr)")
        let output = site.appendingPathComponent("_site")
        let before = TreeDigest(at: output)
        #expect(!before.entries.isEmpty)

        let target = site.appendingPathComponent(test.path)
        switch test.kind {
        case .noPermission:
            #expect(chmod(target.path, 0) == 0)
        case .namedPipe:
            try? FileManager.default.removeItem(at: target)
            #expect(mkfifo(target.path, 0o644) == 0)
            try UnprivilegedUser.hand(target)
        case .folder:
            try FileManager.default.removeItem(at: target)
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
            try UnprivilegedUser.hand(target)
        }
        defer { chmod(target.path, 0o755) }

        for command in ["build", "check"] {
            let run = try UnprivilegedUser.notesite([command, "site"], in: folder.url)
            #expect(run.status == 1, "\(command): \(run.stderr)")
            let diagnostics = run.stderr.split(separator: "\n").filter { !$0.hasPrefix("Build failed") && !$0.hasPrefix("Check failed") }
            #expect(diagnostics.joined(separator: "\n") == test.expected, "\(command)")
        }
        #expect(TreeDigest(at: output) == before, "changed: \(TreeDigest(at: output).differences(from: before))")
    }
}
