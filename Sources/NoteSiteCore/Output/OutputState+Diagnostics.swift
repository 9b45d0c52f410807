/// How the state file keeps a build's warnings and notes: one line each,
/// `diagnostic`, severity, `line:column`, path, message, hint, separated
/// by tabs; an absent value is empty, a present one starts with `=`, and
/// backslashes, tabs and line breaks inside are escaped.
extension OutputState {
    static func line(of d: Diagnostic) -> String {
        let position = d.line.map { line in "\(line)" + (d.column.map { ":\($0)" } ?? "") } ?? ""
        return ["diagnostic", d.severity.rawValue, position, field(d.path), field(d.message), field(d.hint)]
            .joined(separator: "\t") + "\n"
    }

    static func diagnostic(from fields: [Substring]) -> Diagnostic? {
        guard fields.count == 6, let severity = Diagnostic.Severity(rawValue: String(fields[1])),
              let message = value(fields[4]) else { return nil }
        var line: Int?, column: Int?
        if !fields[2].isEmpty {
            let parts = fields[2].split(separator: ":", omittingEmptySubsequences: false)
            guard let first = Int(parts[0]), parts.count <= 2 else { return nil }
            line = first
            if parts.count == 2 {
                guard let second = Int(parts[1]) else { return nil }
                column = second
            }
        }
        return Diagnostic(severity, path: value(fields[3]), line: line, column: column, message: message, hint: value(fields[5]))
    }

    private static func field(_ text: String?) -> String {
        guard let text else { return "" }
        var escaped = "="
        for character in text.unicodeScalars {
            switch character {
            case "\\": escaped += "\\\\"
            case "\t": escaped += "\\t"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    private static func value(_ field: Substring) -> String? {
        guard field.first == "=" else { return nil }
        var text = ""
        var escaping = false
        for character in field.dropFirst().unicodeScalars {
            if escaping {
                switch character {
                case "t": text += "\t"
                case "n": text += "\n"
                case "r": text += "\r"
                default: text.unicodeScalars.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                text.unicodeScalars.append(character)
            }
        }
        return text
    }
}
