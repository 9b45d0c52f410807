extension TemplateParser {
    /// Applies one tag: emits its node, opens or closes a section, and drops
    /// its line when the tag stands alone on it.
    mutating func handle(_ tag: RawTag) throws(MustacheError) {
        switch tag.kind {
        case .section, .inverted, .parent, .block:
            // Rendering walks sections by recursion, so their depth is bounded here.
            guard frames.count <= TemplateParser.maximumDepth else {
                throw error(at: tag.start, .tooDeep(limit: TemplateParser.maximumDepth))
            }
        default:
            break
        }
        let left = tag.canStandAlone ? lineStart(before: tag.start) : nil
        let right = tag.canStandAlone ? nextLine(after: tag.end) : nil
        switch tag.kind {
        case .variable, .unescaped:
            flushText(to: tag.start)
            emitLineStartIfDue()
            append(.variable(VariablePath(tag.content), escaped: tag.kind == .variable))
            advance(to: tag.end)
        case .comment:
            skip(tag, left: left, right: right)
        case .delimiters:
            try changeDelimiters(tag)
            skip(tag, left: left, right: right)
        case .section, .inverted:
            if !skip(tag, left: left, right: right) { emitLineStartIfDue() }
            open(.section(VariablePath(tag.content), inverted: tag.kind == .inverted), tag)
        case .partial:
            let target = TemplateTarget(tag.content)
            record(target, isParent: false, at: tag.start)
            if let left, let right {
                flushText(to: left)
                append(.partial(target, indent: indentation(left..<tag.start)))
                advance(to: right)
                atLineStart = true
            } else {
                flushText(to: tag.start)
                emitLineStartIfDue()
                append(.partial(target, indent: nil))
                advance(to: tag.end)
            }
        case .parent:
            let target = TemplateTarget(tag.content)
            record(target, isParent: true, at: tag.start)
            let held = hold(tag, left: left)
            advance(to: tag.end)
            open(.parent(target), tag, held: held)
        case .block:
            openBlock(tag, left: left, right: right)
        case .close:
            try close(tag, left: left, right: right)
        }
    }

    /// Drops a standalone tag's whole line, or just the tag; true when standalone.
    @discardableResult
    mutating func skip(_ tag: RawTag, left: Int?, right: Int?) -> Bool {
        if let left, let right {
            flushText(to: left)
            advance(to: right)
            atLineStart = true
            return true
        }
        flushText(to: tag.start)
        advance(to: tag.end)
        return false
    }

    /// Keeps the blanks before a tag aside when only blanks precede it, so its
    /// closing tag can still make them indentation.
    mutating func hold(_ tag: RawTag, left: Int?) -> HeldIndentation? {
        guard let left else {
            flushText(to: tag.start)
            emitLineStartIfDue()
            return nil
        }
        flushText(to: left)
        return HeldIndentation(whitespace: indentation(left..<tag.start), atLineStart: atLineStart)
    }

    mutating func open(_ kind: ParseFrame.Kind, _ tag: RawTag, strip: Int? = nil, held: HeldIndentation? = nil) {
        var frame = ParseFrame(
            kind: kind, name: tag.content, tagStart: tag.start, strip: strip ?? frames[frames.count - 1].strip)
        frame.held = held
        frames.append(frame)
    }

    private mutating func record(_ target: TemplateTarget, isParent: Bool, at offset: Int) {
        guard case .named(let name) = target else { return }
        let (line, column) = locator.locate(offset, in: bytes)
        references.append(TemplateReference(name: name, isParent: isParent, line: line, column: column))
    }
}
