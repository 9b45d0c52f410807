import NoteSiteDiagnostics
/// A problem in a template: found while parsing it, or while checking that a
/// library holds every template it names.
public struct MustacheError: DiagnosticConvertible, Hashable, Sendable {
    /// What is wrong.
    public enum Reason: Hashable, Sendable {
        /// `{{#name}}` (or `^`, `<`, `$`) without its `{{/name}}`; `kind` is
        /// "section", "inverted section", "parent" or "block".
        case unclosedSection(name: String, kind: String, closingTag: String)
        /// `{{/found}}` while `open` is the innermost open section.
        case mismatchedClose(found: String, open: String, delimiters: Delimiters)
        /// `{{/name}}` with no section open.
        case unexpectedClose(name: String, delimiters: Delimiters)
        /// A set-delimiter tag that does not hold exactly two delimiters.
        case badDelimiters(tag: String)
        /// A tag whose closing delimiter never comes.
        case unclosedTag(opening: String, closing: String)
        /// A tag with nothing but whitespace inside, such as `{{ }}` or `{{#}}`.
        case emptyTag(tag: String)
        /// A static `{{>name}}` naming no template of the library.
        case missingPartial(name: String, suggestion: String?)
        /// A static `{{<name}}` naming no template of the library.
        case missingParent(name: String, suggestion: String?)
        /// Sections, parents and blocks nested deeper than `limit`.
        case tooDeep(limit: Int)
        /// One render would do more than `limit` steps, as partials that
        /// include each other several times over multiply their work.
        case tooMuchWork(limit: Int, partials: [String])
        /// A render request for a template the library does not hold.
        case unknownTemplate(name: String, suggestion: String?)
    }

    /// The template's file path when known, else its name.
    public var path: String
    /// 1-based line of the offending tag, when one applies.
    public var line: Int?
    /// 1-based column of the offending tag, in characters.
    public var column: Int?
    public var reason: Reason

    public init(path: String, line: Int? = nil, column: Int? = nil, reason: Reason) {
        self.path = path
        self.line = line
        self.column = column
        self.reason = reason
    }
}
