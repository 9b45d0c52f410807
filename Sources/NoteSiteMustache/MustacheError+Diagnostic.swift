import NoteSiteDiagnostics
extension MustacheError {
    /// The error as the user sees it: location, what is wrong, how to fix it.
    public var diagnostic: Diagnostic {
        Diagnostic(.error, path: path, line: line, column: column, message: message, hint: hint)
    }

    var message: String {
        switch reason {
        case .unclosedSection(let name, let kind, _):
            "\(kind) '\(name)' is never closed"
        case .mismatchedClose(let found, let open, let delimiters):
            "found \(delimiters.tag("/", found)) but the open section is '\(open)'"
        case .unexpectedClose(let name, let delimiters):
            "found \(delimiters.tag("/", name)) but no section is open"
        case .badDelimiters(let tag):
            "'\(tag)' is not a valid delimiter change"
        case .unclosedTag(let opening, _):
            "tag opened with '\(opening)' is never closed"
        case .emptyTag(let tag):
            "'\(tag)' has no name"
        case .missingPartial(let name, _):
            "partial '\(name)' does not exist"
        case .missingParent(let name, _):
            "parent template '\(name)' does not exist"
        case .unknownTemplate(let name, _):
            "template '\(name)' does not exist"
        case .tooDeep(let limit):
            "sections are nested more than \(limit) levels deep here"
        case .tooMuchWork(let limit, let partials):
            "rendering this template takes more than \(limit) steps"
                + (partials.isEmpty ? "" : ", stopped inside " + partials.joined(separator: " > "))
        }
    }

    var hint: String? {
        switch reason {
        case .unclosedSection(_, _, let closingTag):
            "add \(closingTag) after its content"
        case .mismatchedClose(let found, let open, let delimiters):
            "close '\(open)' with \(delimiters.tag("/", open)) before closing '\(found)'"
        case .unexpectedClose(let name, let delimiters):
            "remove it, or open the section with \(delimiters.tag("#", name))"
        case .badDelimiters:
            "write two delimiters separated by a space, without '=', e.g. {{=<% %>=}}"
        case .unclosedTag(_, let closing):
            "add '\(closing)' to close it"
        case .emptyTag:
            "write a name between the delimiters, e.g. {{title}}"
        case .tooDeep:
            "close sections sooner; a template needs only a few levels"
        case .tooMuchWork:
            "partials that include others several times multiply their work; include each once, or inside a section over data"
        case .missingPartial(let name, let suggestion), .missingParent(let name, let suggestion),
            .unknownTemplate(let name, let suggestion):
            suggestion.map { "did you mean '\($0)'?" } ?? "add a template named '\(name)', or fix the name"
        }
    }
}
