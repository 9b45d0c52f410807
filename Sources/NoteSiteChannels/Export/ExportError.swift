import NoteSiteDiagnostics
/// A failure to write the export's files.
public struct ExportError: DiagnosticConvertible {
    public var diagnostic: Diagnostic
}
