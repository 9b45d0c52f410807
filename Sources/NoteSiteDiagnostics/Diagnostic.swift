/// One problem found in a site, reported the way a compiler reports one:
/// `path:line:col: error: message`, then an indented `hint:` line.
public struct Diagnostic: Error, Hashable, Sendable {
    public enum Severity: String, Sendable, Comparable {
        /// Information only: never fails a run and is not counted as a warning.
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    public var severity: Severity
    /// The file, as the user would type it; `nil` for problems with no file.
    public var path: String?
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column, when known (only meaningful with a line).
    public var column: Int?
    public var message: String
    /// How to fix it, when a fix can be named.
    public var hint: String?

    public init(
        _ severity: Severity = .error, path: String? = nil, line: Int? = nil, column: Int? = nil,
        message: String, hint: String? = nil
    ) {
        self.severity = severity
        self.path = path
        self.line = line
        self.column = line == nil ? nil : column
        self.message = message
        self.hint = hint
    }

    /// The same diagnostic with its path replaced, for reporting paths relative
    /// to where the user stands.
    public func withPath(_ newPath: String?) -> Diagnostic {
        var copy = self
        copy.path = newPath
        return copy
    }
}

/// An error of one pipeline stage that knows how to present itself to the user.
public protocol DiagnosticConvertible: Error {
    var diagnostic: Diagnostic { get }
}

extension Diagnostic: DiagnosticConvertible {
    public var diagnostic: Diagnostic { self }
}

extension Diagnostic {
    /// The diagnostic a stage's error carries, or, for an error that is not
    /// one of notesite's own, its description as an error in `path`.
    public init(reporting error: any Error, in path: String? = nil) {
        if let known = error as? DiagnosticConvertible {
            self = known.diagnostic
        } else {
            self.init(path: path, message: "\(error)")
        }
    }
}

/// An error that stands for several problems found together.
public protocol DiagnosticsConvertible: Error {
    var diagnostics: [Diagnostic] { get }
}

extension Diagnostic {
    /// Every diagnostic an error carries: several for a `DiagnosticsConvertible`, else one.
    public static func all(reporting error: any Error, in path: String? = nil) -> [Diagnostic] {
        if let several = error as? DiagnosticsConvertible { return several.diagnostics }
        return [Diagnostic(reporting: error, in: path)]
    }
}

/// Several problems found together, thrown as one error.
public struct DiagnosticList: DiagnosticsConvertible, Sendable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
