import Foundation

extension Diagnostic {
    /// `path:line:col: error: message` plus `  hint: …`, as printed on stderr.
    public var text: String {
        var location = ""
        if let path {
            location = path
            if let line {
                location += ":\(line)"
                if let column { location += ":\(column)" }
            }
            location += ": "
        }
        var result = "\(location)\(severity.rawValue): \(message)"
        if let hint { result += "\n  hint: \(hint)" }
        return result
    }

    /// A GitHub Actions workflow command: `::error file=…,line=…,col=…::message`.
    public var githubAnnotation: String {
        var properties: [String] = []
        if let path { properties.append("file=\(Self.escapeProperty(path))") }
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
        var message = self.message
        if let hint { message += "\nhint: \(hint)" }
        // GitHub calls information a notice.
        let kind = severity == .note ? "notice" : severity.rawValue
        let head = properties.isEmpty ? "::\(kind)" : "::\(kind) \(properties.joined(separator: ","))"
        return "\(head)::\(Self.escapeData(message))"
    }

    private static func escapeData(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
