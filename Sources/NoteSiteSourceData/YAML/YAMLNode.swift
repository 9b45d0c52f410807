/// One node of a parsed YAML document, remembering where it was written.
public enum YAMLNode: Hashable, Sendable {
    /// A scalar: its text as written (after quote and block processing), its style and position.
    case scalar(String, ScalarStyle, Mark)
    /// A mapping: its key/value pairs in source order.
    case mapping([Pair], Mark)
    /// A sequence: its items in source order.
    case sequence([YAMLNode], Mark)

    /// How a scalar was written; quoted and block scalars are always text.
    public enum ScalarStyle: Hashable, Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// A 1-based position in the file the YAML came from.
    public struct Mark: Hashable, Sendable {
        /// 1-based line in the file.
        public var line: Int
        /// 1-based column, counted in Unicode characters as libyaml counts them.
        public var column: Int

        /// A position at `line` and `column`, both 1-based.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// One entry of a mapping.
    public struct Pair: Hashable, Sendable {
        /// The key node, a scalar once parsing succeeded.
        public var key: YAMLNode
        /// The value node.
        public var value: YAMLNode

        /// An entry mapping `key` to `value`.
        public init(key: YAMLNode, value: YAMLNode) {
            self.key = key
            self.value = value
        }
    }

    /// Where the node starts.
    public var mark: Mark {
        switch self {
        case .scalar(_, _, let mark), .mapping(_, let mark), .sequence(_, let mark): mark
        }
    }
}
