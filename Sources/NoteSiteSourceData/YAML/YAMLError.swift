import NoteSiteDiagnostics
/// A problem in a YAML or JSON source file, with where it was found.
public struct YAMLError: DiagnosticConvertible, Hashable, Sendable {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// The bytes are not UTF-8.
        case invalidUTF8
        /// A front matter block opened with `---` is never closed.
        case unclosedFrontMatter
        /// The text is not well-formed YAML, explained in plain words.
        case syntax(message: String, hint: String?)
        /// A YAML feature notesite does not read, such as anchors or tags.
        case unsupported(feature: String, hint: String)
        /// A second document follows the first.
        case multipleDocuments
        /// A mapping key is a list or mapping instead of text.
        case complexKey
        /// A value has the wrong shape or kind for its key.
        case typeMismatch(key: String?, expected: String, found: String, hint: String?)
        /// A required key is absent: its full key path and its own name.
        case missingKey(String, name: String)
        /// A key that the model does not know, within `container` (`nil` at the top level).
        case unknownKey(String, container: String?, suggestion: String?, known: [String])
        /// Lists and mappings nested deeper than `limit` levels.
        case tooDeep(limit: Int)
        /// A key given twice in one mapping.
        case duplicateKey(String, firstLine: Int)
        /// A value the model rejected, with its own words.
        case invalidValue(message: String, hint: String?)
    }

    /// The file, as the user would type it.
    public var path: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column, when known.
    public var column: Int?
    /// What went wrong, from which the message and hint are worded.
    public var reason: Reason

    /// An error in `path` at `line` and `column`.
    public init(path: String, line: Int?, column: Int?, reason: Reason) {
        self.path = path
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// An error in `path` at the given node position.
    init(path: String, mark: YAMLNode.Mark, reason: Reason) {
        self.init(path: path, line: mark.line, column: mark.column, reason: reason)
    }

    /// The error as the one diagnostic the command line prints.
    public var diagnostic: Diagnostic {
        Diagnostic(.error, path: path, line: line, column: column, message: message, hint: hint)
    }
}

extension YAMLError: CustomStringConvertible {
    /// The diagnostic text, `path:line:col: error: message` plus hint.
    public var description: String { diagnostic.text }
}
