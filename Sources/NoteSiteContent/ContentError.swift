import NoteSiteDiagnostics
import NoteSiteSourceData
/// A problem in a site's content or configuration that a reader must fix.
public struct ContentError: DiagnosticConvertible, Equatable {
    public var diagnostic: Diagnostic

    init(_ severity: Diagnostic.Severity = .error, path: String, line: Int? = nil, column: Int? = nil,
         message: String, hint: String? = nil) {
        diagnostic = Diagnostic(severity, path: path, line: line, column: column, message: message, hint: hint)
    }

    init<T>(_ severity: Diagnostic.Severity = .error, path: String, at located: Located<T>,
            message: String, hint: String? = nil) {
        self.init(severity, path: path, line: located.line, column: located.column, message: message, hint: hint)
    }
}
