extension YAMLNode {
    /// The text of a scalar node; `nil` for collections.
    public var scalarText: String? {
        if case .scalar(let text, _, _) = self { return text }
        return nil
    }

    /// Whether the node is YAML's null: a plain `~`, `null`, `Null`, `NULL` or nothing at all.
    public var isNull: Bool {
        guard case .scalar(let text, .plain, _) = self else { return false }
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// The value of `key` in a mapping node, or `nil`.
    public subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs, _) = self else { return nil }
        return pairs.first { $0.key.scalarText == key }?.value
    }

    /// The empty node that stands for a document with no content.
    static func empty(at mark: Mark) -> YAMLNode {
        .scalar("", .plain, mark)
    }

    /// How an error message names what was found: `"maybe"`, `a list`, `no value`.
    var foundDescription: String {
        switch self {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let text, _, _):
            if isNull { return "no value" }
            return "\"\(Self.excerpt(text))\""
        }
    }

    /// The same for a node read from JSON, where an unquoted scalar is a
    /// number, a boolean or null: `the number 5`, `true`, `an empty string`.
    var jsonFoundDescription: String {
        guard case .scalar(let text, .plain, _) = self else { return foundDescription }
        switch text {
        case "null": return "null"
        case "true", "false": return text
        default: return "the number \(Self.excerpt(text))"
        }
    }

    /// The first line of `text`, cut short so a message stays readable.
    static func excerpt(_ text: String) -> String {
        let firstLine = text.prefix { $0 != "\n" }
        let limit = 40
        if firstLine.count > limit { return firstLine.prefix(limit) + "…" }
        return firstLine.count < text.count ? firstLine + "…" : String(firstLine)
    }
}
