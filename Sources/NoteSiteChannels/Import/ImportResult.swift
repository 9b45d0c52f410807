import NoteSiteDiagnostics
/// What a reader made of a source file: the versions, plus what it skipped
/// or repaired (warnings) and what stops the import (errors), each located.
public struct ImportResult: Sendable {
    public var versions: [ImportedVersion] = []
    /// `[Unreleased]`'s items as change fragments, each with its source line.
    public var fragments: [(draft: FragmentDraft, line: Int)] = []
    public var diagnostics: [Diagnostic] = []

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    mutating func note(_ path: String, line: Int?, _ message: String) {
        diagnostics.append(Diagnostic(.warning, path: path, line: line, column: line == nil ? nil : 1, message: message))
    }

    mutating func fail(_ path: String, line: Int?, column: Int? = 1, _ message: String, hint: String? = nil) {
        diagnostics.append(Diagnostic(path: path, line: line, column: line == nil ? nil : column, message: message, hint: hint))
    }
}
