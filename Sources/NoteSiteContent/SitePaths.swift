import Foundation
import NoteSiteDiagnostics

/// A site folder, and how to name its files the way the user would type them.
public struct SitePaths: Sendable {
    public let root: URL
    /// The site folder as the user gave it (`.` by default).
    public let given: String

    public init(given: String) {
        self.given = given.isEmpty ? "." : given
        root = URL(fileURLWithPath: self.given).standardizedFileURL
    }

    public var content: URL { root.appendingPathComponent("content") }
    public var templates: URL { root.appendingPathComponent("templates") }

    /// `relative` (to the site folder) as typed from the current directory.
    public func display(_ relative: String) -> String {
        if given == "." || given == "./" { return relative }
        return (given.hasSuffix("/") ? String(given.dropLast()) : given) + "/" + relative
    }
}

extension SitePaths {
    /// The error for a site folder that does not exist (or is not a folder),
    /// or nil when it is there; `hint` says how to name the right one.
    public func missingFolder(hint: String = "run notesite in a site folder, pass its path, or create one with 'notesite init'") -> Diagnostic? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue { return nil }
        return Diagnostic(path: given, message: "no such site folder", hint: hint)
    }
}
