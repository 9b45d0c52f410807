import NoteSiteDiagnostics
/// Several problems in one file, each with its own position.
public struct YAMLErrors: Error, DiagnosticsConvertible, Sendable {
    public var errors: [YAMLError]

    public var diagnostics: [Diagnostic] { errors.map(\.diagnostic) }
}
