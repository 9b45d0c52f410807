internal import CYAML

/// What libyaml reported when it stopped, copied out of the parser so the
/// parser can be freed before the problem is explained.
struct ParserProblem {
    enum Stage {
        case reader, scanner, parser, memory
    }

    var stage: Stage
    /// libyaml's own wording, e.g. "mapping values are not allowed in this context".
    var problem: String
    /// What libyaml was doing, e.g. "while scanning a quoted scalar".
    var context: String
    /// 0-based line and character column of the problem.
    var problemLine: Int
    var problemColumn: Int
    /// 0-based position of where the construct in `context` started.
    var contextLine: Int
    var contextColumn: Int
    /// Byte offset of the problem, the only position reader errors carry.
    var offset: Int

    init(parser: yaml_parser_t) {
        switch parser.error {
        case YAML_READER_ERROR: stage = .reader
        case YAML_SCANNER_ERROR: stage = .scanner
        case YAML_MEMORY_ERROR: stage = .memory
        default: stage = .parser
        }
        problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        context = parser.context.map { String(cString: $0) } ?? ""
        problemLine = Int(parser.problem_mark.line)
        problemColumn = Int(parser.problem_mark.column)
        contextLine = Int(parser.context_mark.line)
        contextColumn = Int(parser.context_mark.column)
        offset = Int(parser.problem_offset)
    }
}
