/// One piece of a parsed template; a template is a list of these, sections
/// holding their own lists.
enum TemplateNode: Sendable {
    /// Literal text. Newlines inside it, but not a trailing one, start lines
    /// that an indented partial indents.
    case text(String)
    /// The start of a template line: where an indented partial writes its indentation.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}`.
    case variable(VariablePath, escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(VariablePath, [TemplateNode], inverted: Bool)
    /// `{{>name}}`; `indent` is set when the tag stands alone on its line.
    case partial(TemplateTarget, indent: String?)
    /// `{{<name}}…{{/name}}` with the blocks it overrides.
    case parent(TemplateTarget, arguments: [String: [TemplateNode]], indent: String?)
    /// `{{$name}}default{{/name}}`; `indent` is nil when the block sits inside
    /// a line, so its content continues that line.
    case block(String, [TemplateNode], indent: String?)
}

/// A dotted name such as `person.name`; no parts means the implicit iterator `.`.
struct VariablePath: Sendable, Hashable {
    let parts: [String]

    init(parts: [String]) { self.parts = parts }

    init(_ name: String) {
        parts = name == "." ? [] : name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}

/// The template a partial or parent tag names: fixed, or read from the context (`*name`).
enum TemplateTarget: Sendable, Hashable {
    case named(String)
    case dynamic(VariablePath)

    init(_ content: String) {
        if content.hasPrefix("*") {
            let rest = content.dropFirst().drop(while: { $0 == " " || $0 == "\t" })
            self = .dynamic(VariablePath(String(rest)))
        } else {
            self = .named(content)
        }
    }
}

/// A fixed partial or parent name used by a template, with where it is
/// written, so a library can report names it does not hold.
struct TemplateReference: Sendable, Hashable {
    let name: String
    let isParent: Bool
    let line: Int
    let column: Int
}
