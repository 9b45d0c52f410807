internal import CYAML

/// Runs libyaml over a text and feeds its events to a `TreeBuilder`.
struct EventParser {
    let path: String
    /// The file line on which the YAML text starts.
    let firstLine: Int

    /// Parses the first (and only) document of `text`; an empty text is an empty node.
    func parse(_ text: String) throws -> YAMLNode {
        var text = text
        return try text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, bytes.count > 0 else {
                return .empty(at: YAMLNode.Mark(line: firstLine, column: 1))
            }
            return try parse(base, count: bytes.count, source: bytes)
        }
    }

    private func parse(_ base: UnsafePointer<UInt8>, count: Int, source: UnsafeBufferPointer<UInt8>) throws -> YAMLNode {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(path: path, line: nil, column: nil,
                            reason: .syntax(message: "out of memory while reading YAML", hint: nil))
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, base, count)

        var builder = TreeBuilder(path: path)
        let end = ParserProblem.position(ofByte: count, in: source)
        var event = yaml_event_t()
        var documents = 0
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                throw ParserProblem(parser: parser).error(path: path, firstLine: firstLine, source: source)
            }
            defer { yaml_event_delete(&event) }
            let mark = self.mark(event.start_mark, end: end)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return builder.root ?? .empty(at: YAMLNode.Mark(line: firstLine, column: 1))
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 { throw YAMLError(path: path, mark: mark, reason: .multipleDocuments) }
            case YAML_ALIAS_EVENT:
                throw unsupported("aliases ('*name')", at: mark)
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                try checkPlain(anchor: scalar.anchor, tag: scalar.tag, at: mark)
                let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                try builder.add(.scalar(text, style(scalar.style), mark))
            case YAML_SEQUENCE_START_EVENT:
                try checkPlain(anchor: event.data.sequence_start.anchor, tag: event.data.sequence_start.tag, at: mark)
                try builder.open(mapping: false, at: mark)
            case YAML_MAPPING_START_EVENT:
                try checkPlain(anchor: event.data.mapping_start.anchor, tag: event.data.mapping_start.tag, at: mark)
                try builder.open(mapping: true, at: mark)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                try builder.close()
            default:
                break
            }
        }
    }

    /// Anchors and tags would change what a value means, so they are refused rather than ignored.
    private func checkPlain(anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?,
                            at mark: YAMLNode.Mark) throws {
        if anchor != nil { throw unsupported("anchors ('&name')", at: mark) }
        if tag != nil {
            throw YAMLError(path: path, mark: mark, reason: .unsupported(
                feature: "tags ('!!str', '!name')", hint: "remove the tag; quote a value to keep it as text"))
        }
    }

    private func unsupported(_ feature: String, at mark: YAMLNode.Mark) -> YAMLError {
        YAMLError(path: path, mark: mark, reason: .unsupported(feature: feature, hint: "repeat the value instead"))
    }

    /// The file position of `mark`; one past the last line (where libyaml puts
    /// the end of a text without a final line break) becomes the end of that line.
    private func mark(_ mark: yaml_mark_t, end: (line: Int, column: Int)) -> YAMLNode.Mark {
        let (line, column) = ParserProblem.clamped((Int(mark.line), Int(mark.column)), to: end)
        return YAMLNode.Mark(line: firstLine + line, column: column + 1)
    }

    private func style(_ style: yaml_scalar_style_t) -> YAMLNode.ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}
