extension TemplateParser {
    /// Opens `{{$name}}`. Its content reads like a template of its own: it
    /// starts a line, and loses the indentation of its first line when the
    /// tag ends its line (that indentation returns where the block expands).
    mutating func openBlock(_ tag: RawTag, left: Int?, right: Int?) {
        let enclosing = frames[frames.count - 1].strip
        if case .parent = frames[frames.count - 1].kind {
            flushText(to: tag.start)
            if let right {
                advance(to: right)
                open(.argument, tag, strip: max(enclosing, blankCount(at: right)))
            } else {
                advance(to: tag.end)
                open(.argument, tag)
            }
        } else if let left, let right {
            flushText(to: left)
            advance(to: right)
            let own = blankCount(at: right)
            let indent = own > enclosing ? String(decoding: bytes[(right + enclosing)..<(right + own)], as: UTF8.self) : ""
            open(.block(.standalone(indent: indent)), tag, strip: max(enclosing, own))
        } else {
            let held = hold(tag, left: left)
            advance(to: tag.end)
            open(.block(held.map { .pending($0) } ?? .inline), tag)
        }
        atLineStart = true
    }

    /// Closes the innermost section, parent or block with `{{/name}}`.
    mutating func close(_ tag: RawTag, left: Int?, right: Int?) throws(MustacheError) {
        // `frame` is a snapshot for the name and kind: its nodes are taken
        // after the text before the closing tag has been added.
        guard frames.count > 1, let frame = frames.last else {
            throw error(at: tag.start, .unexpectedClose(name: tag.content, delimiters: delimiters))
        }
        guard frame.name == tag.content else {
            throw error(at: tag.start, .mismatchedClose(found: tag.content, open: frame.name, delimiters: delimiters))
        }
        switch frame.kind {
        case .root:
            return
        case .section(let path, let inverted):
            // A closing tag inside a line leaves the line-start state to the text around it.
            skip(tag, left: left, right: right)
            append(.section(path, frames.removeLast().nodes, inverted: inverted))
        case .argument:
            // The text after an argument belongs to the parent, which drops it,
            // so only blanks before the closing tag matter.
            flushText(to: left ?? tag.start)
            advance(to: tag.end)
            let nodes = frames.removeLast().nodes
            if frames[frames.count - 1].arguments[frame.name] == nil {
                frames[frames.count - 1].arguments[frame.name] = nodes
            }
        case .block(let placement):
            let standalone = skip(tag, left: left, right: right)
            closeBlock(frames.removeLast(), placement, endsLine: standalone || right != nil)
            atLineStart = standalone
        case .parent(let target):
            flushText(to: tag.start)
            frames.removeLast()
            if let held = frame.held, let right {
                append(.parent(target, arguments: frame.arguments, indent: held.whitespace))
                advance(to: right)
                atLineStart = true
            } else {
                if let held = frame.held { release(held) }
                append(.parent(target, arguments: frame.arguments, indent: nil))
                advance(to: tag.end)
                atLineStart = false
            }
        }
    }

    private mutating func closeBlock(_ frame: ParseFrame, _ placement: ParseFrame.BlockPlacement, endsLine: Bool) {
        switch placement {
        case .standalone(let indent):
            append(.block(frame.name, frame.nodes, indent: indent))
        case .pending(let held) where endsLine:
            append(.block(frame.name, frame.nodes, indent: held.whitespace))
        case .pending(let held):
            release(held)
            append(.block(frame.name, frame.nodes, indent: nil))
        case .inline:
            append(.block(frame.name, frame.nodes, indent: nil))
        }
    }

    /// Writes held blanks back as text, with the line-start marker they were due.
    private mutating func release(_ held: HeldIndentation) {
        atLineStart = held.atLineStart
        emitLineStartIfDue()
        if !held.whitespace.isEmpty { append(.text(held.whitespace)) }
    }
}
