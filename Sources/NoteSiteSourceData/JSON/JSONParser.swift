/// Reads a JSON text (RFC 8259, nothing more) into the same located node tree
/// as YAML, so JSON version files get the same decoding and key checks.
///
/// Strings become double-quoted scalars; numbers, `true`, `false` and `null`
/// become plain scalars, which the decoder in JSON mode never reads as text.
/// The parser keeps its own stack instead of recursing, and the tree builder
/// stops at `TreeBuilder.maximumDepth` levels, so no input can exhaust the
/// call stack.
struct JSONParser {
    let path: String
    var cursor: JSONCursor
    private var builder: TreeBuilder
    /// The open arrays and objects, innermost last.
    private var open: [OpenContainer] = []

    struct OpenContainer {
        let isObject: Bool
        let line: Int
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>, path: String) {
        self.path = path
        cursor = JSONCursor(bytes: bytes)
        builder = TreeBuilder(path: path)
    }

    /// Parses `text`, which must hold exactly one JSON value.
    static func parse(_ text: String, path: String) throws -> YAMLNode {
        var text = text
        return try text.withUTF8 { bytes in
            var parser = JSONParser(bytes, path: path)
            return try parser.parseDocument()
        }
    }

    private mutating func parseDocument() throws -> YAMLNode {
        cursor.skipWhitespace()
        if cursor.index == 0, cursor.bytes.starts(with: Array("---".utf8)) {
            throw error("a .json version file holds JSON, not front matter",
                        hint: "rename the file to .md, or write it as one JSON object: { \"version\": \"1.0.0\", … }")
        }
        guard !cursor.atEnd else {
            throw error("the file holds no JSON value", hint: "write one JSON object: { \"version\": \"1.0.0\", … }")
        }
        // A loop over one step at a time, never a call per level.
        var valueNext = true
        while true {
            if valueNext {
                valueNext = try parseValue()
            } else if let container = open.last {
                valueNext = try continueContainer(container)
            } else {
                break
            }
        }
        cursor.skipWhitespace()
        if !cursor.atEnd {
            throw error("unexpected text after the end of the JSON value",
                        hint: "a JSON file holds one value; remove what follows its closing bracket")
        }
        return builder.root ?? .empty(at: YAMLNode.Mark(line: 1, column: 1))
    }

    /// After a value inside the innermost container: a comma and the next
    /// entry, or the closing bracket. Returns whether a value comes next.
    private mutating func continueContainer(_ container: OpenContainer) throws -> Bool {
        cursor.skipWhitespace()
        let closing = container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        switch cursor.peek {
        case closing:
            try close()
            return false
        case UInt8(ascii: ","):
            let comma = cursor.mark
            cursor.advance()
            cursor.skipWhitespace()
            if cursor.peek == closing {
                throw JSONParser.error(path: path, at: comma, "a comma after the last entry is not allowed in JSON",
                                       hint: "remove this comma")
            }
            if container.isObject { try parseKey() }
            return true
        default:
            try rejectComment()
            let kind = container.isObject ? "object" : "array"
            throw error("expected ',' or '\(Character(Unicode.Scalar(closing)))' after the value, in the \(kind) opened at line \(container.line)",
                        hint: "separate entries with commas and close the \(kind) with '\(Character(Unicode.Scalar(closing)))'")
        }
    }

    /// One value: a scalar is added to the tree, a bracket opens a container
    /// (and reads an object's first key). Returns whether a value comes next.
    private mutating func parseValue() throws -> Bool {
        cursor.skipWhitespace()
        let mark = cursor.mark
        guard let byte = cursor.peek else {
            throw error("the JSON text ends where a value should follow",
                        hint: "finish the value, and close every '{' and '[' that is still open")
        }
        switch byte {
        case UInt8(ascii: "{"):
            try openContainer(isObject: true, at: mark)
            cursor.skipWhitespace()
            if cursor.peek == UInt8(ascii: "}") {
                try close()
                return false
            }
            try parseKey()
            return true
        case UInt8(ascii: "["):
            try openContainer(isObject: false, at: mark)
            cursor.skipWhitespace()
            if cursor.peek == UInt8(ascii: "]") {
                try close()
                return false
            }
            return true
        case UInt8(ascii: "\""):
            try builder.add(.scalar(try readString(), .doubleQuoted, mark))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try builder.add(.scalar(try readNumber(), .plain, mark))
        case UInt8(ascii: "'"):
            _ = try readString()
        default:
            try rejectComment()
            try builder.add(.scalar(try readLiteral(), .plain, mark))
        }
        return false
    }

    /// `"key":` inside an object; its value follows.
    private mutating func parseKey() throws {
        cursor.skipWhitespace()
        let mark = cursor.mark
        guard cursor.peek == UInt8(ascii: "\"") else {
            try rejectComment()
            if cursor.peek == UInt8(ascii: "'") { _ = try readString() }
            throw error("expected a key in double quotes", hint: "write keys as \"name\": value")
        }
        try builder.add(.scalar(try readString(), .doubleQuoted, mark))
        cursor.skipWhitespace()
        guard cursor.peek == UInt8(ascii: ":") else {
            try rejectComment()
            throw error("expected ':' after the key", hint: "write each entry as \"name\": value")
        }
        cursor.advance()
    }

    private mutating func openContainer(isObject: Bool, at mark: YAMLNode.Mark) throws {
        try builder.open(mapping: isObject, at: mark)
        open.append(OpenContainer(isObject: isObject, line: mark.line))
        cursor.advance()
    }

    private mutating func close() throws {
        cursor.advance()
        open.removeLast()
        try builder.close()
    }

    /// `//`, `/*` and `#` start comments in lenient readers; JSON has none.
    private func rejectComment() throws {
        if cursor.peek == UInt8(ascii: "/") || cursor.peek == UInt8(ascii: "#") {
            throw error("comments are not allowed in JSON", hint: "remove the comment")
        }
    }

    /// An error at the cursor.
    func error(_ message: String, hint: String?) -> YAMLError {
        Self.error(path: path, at: cursor.mark, message, hint: hint)
    }

    static func error(path: String, at mark: YAMLNode.Mark, _ message: String, hint: String?) -> YAMLError {
        YAMLError(path: path, mark: mark, reason: .syntax(message: message, hint: hint))
    }
}

extension YAMLNode {
    /// Parses a JSON text (RFC 8259) into located nodes: strings become
    /// double-quoted scalars, numbers, booleans and null plain ones.
    public static func parseJSON(_ json: String, path: String) throws -> YAMLNode {
        try JSONParser.parse(json, path: path)
    }
}
