import NoteSiteDiagnostics
import NoteSiteSupport

// How the output state stores diagnostics and file stamps; the build's
// saved memory stores them the same way.
extension ByteWriter {
    package mutating func diagnostic(_ d: Diagnostic) {
        string(d.severity.rawValue)
        optional(d.path) { $0.string($1) }
        optional(d.line) { $0.int($1) }
        optional(d.column) { $0.int($1) }
        string(d.message)
        optional(d.hint) { $0.string($1) }
    }

    package mutating func stamp(_ s: FileStamp) {
        int(s.size)
        unsigned(s.inode)
        int(s.modified)
        int(s.changed)
    }
}

extension ByteReader {
    package mutating func diagnostic() throws(Malformed) -> Diagnostic {
        guard let severity = Diagnostic.Severity(rawValue: try string()) else { throw Malformed() }
        return Diagnostic(severity, path: try optional { r throws(Malformed) in try r.string() },
                          line: try optional { r throws(Malformed) in try r.int() },
                          column: try optional { r throws(Malformed) in try r.int() }, message: try string(),
                          hint: try optional { r throws(Malformed) in try r.string() })
    }

    package mutating func stamp() throws(Malformed) -> FileStamp {
        FileStamp(size: try int64(), inode: try unsigned(), modified: try int64(), changed: try int64())
    }
}
