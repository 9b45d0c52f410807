import NoteSiteDiagnostics
/// What stops an import: nothing is written when any of these is found.
public struct ImportError: DiagnosticConvertible, Equatable {
    public var diagnostic: Diagnostic

    init(path: String, line: Int? = nil, column: Int? = nil, message: String, hint: String? = nil) {
        diagnostic = Diagnostic(path: path, line: line, column: column, message: message, hint: hint)
    }
}
