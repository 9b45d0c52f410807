extension YAMLError {
    /// The one-line explanation shown after `error:`.
    public var message: String {
        switch reason {
        case .invalidUTF8:
            return "file is not valid UTF-8"
        case .unclosedFrontMatter:
            return "the front matter opened here is never closed"
        case .syntax(let message, _):
            return message
        case .unsupported(let feature, _):
            return "\(feature) are not supported"
        case .multipleDocuments:
            return "only one YAML document is allowed"
        case .complexKey:
            return "a key must be text, not a list or mapping"
        case .typeMismatch(let key, let expected, let found, _):
            guard let key else { return "expected \(expected), found \(found)" }
            return "expected \(expected) for '\(key)', found \(found)"
        case .missingKey(let key, _):
            return "missing required key '\(key)'"
        case .unknownKey(let key, let container, _, _):
            guard let container else { return "unknown key '\(key)' at the top level" }
            return "unknown key '\(key)' in '\(container)'"
        case .tooDeep(let limit):
            return "lists and mappings are nested more than \(limit) levels deep here"
        case .duplicateKey(let key, let firstLine):
            return "duplicate key '\(key)' (first given at line \(firstLine))"
        case .invalidValue(let message, _):
            return message
        }
    }

    /// How to fix it, when a fix can be named.
    public var hint: String? {
        switch reason {
        case .invalidUTF8:
            return "save the file as UTF-8"
        case .unclosedFrontMatter:
            return "close the front matter with a line '---'"
        case .syntax(_, let hint), .typeMismatch(_, _, _, let hint), .invalidValue(_, let hint):
            return hint
        case .unsupported(_, let hint):
            return hint
        case .multipleDocuments:
            return "remove the '---' line that starts a second document, and what follows it"
        case .complexKey:
            return "write the key as plain text before the ':'"
        case .missingKey(_, let name):
            return "add '\(name): …' here"
        case .unknownKey(_, _, let suggestion, let known):
            if let suggestion { return "did you mean '\(suggestion)'?" }
            return known.isEmpty ? "remove it" : "known keys: \(known.joined(separator: ", "))"
        case .duplicateKey:
            return "keep one of them"
        case .tooDeep:
            return "notesite's keys need only a few levels; look for brackets or '- ' markers that never end"
        }
    }
}
