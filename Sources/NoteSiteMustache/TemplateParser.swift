/// Turns template source into nodes in one pass over its UTF-8 bytes,
/// applying the spec's standalone-line and indentation rules as it goes.
struct TemplateParser {
    /// The deepest nesting of sections, parents and blocks a template may have.
    static let maximumDepth = 256

    let bytes: [UInt8]
    /// The template's path (or name), for errors.
    let path: String
    var opening: [UInt8] = Array("{{".utf8)
    var closing: [UInt8] = Array("}}".utf8)
    /// Where scanning resumes.
    var position = 0
    /// Where text not yet turned into a node begins.
    var textStart = 0
    /// Whether the next node starts a template line (and so gets a line-start marker).
    var atLineStart = true
    var frames: [ParseFrame]
    var references: [TemplateReference] = []
    var locator = Locator()

    init(source: String, path: String) {
        bytes = Array(source.utf8)
        self.path = path
        frames = [ParseFrame(kind: .root, name: "", tagStart: 0, strip: 0)]
    }

    /// The template's nodes and the fixed partial and parent names it uses.
    mutating func parse() throws(MustacheError) -> [TemplateNode] {
        while let tagStart = find(opening, from: position) {
            let tag = try readTag(at: tagStart)
            try handle(tag)
        }
        flushText(to: bytes.count)
        if frames.count > 1, let open = frames.last {
            throw error(at: open.tagStart, .unclosedSection(
                name: open.name, kind: open.kind.word, closingTag: delimiters.tag("/", open.name)))
        }
        return frames[0].nodes
    }

    var delimiters: Delimiters {
        Delimiters(opening: String(decoding: opening, as: UTF8.self), closing: String(decoding: closing, as: UTF8.self))
    }

    /// Moves past a tag (or a whole standalone line) without emitting its text.
    mutating func advance(to index: Int) {
        position = index
        textStart = index
    }

    /// Adds a node to the innermost open section; a parent keeps only its blocks.
    mutating func append(_ node: TemplateNode) {
        guard case .parent = frames[frames.count - 1].kind else {
            frames[frames.count - 1].nodes.append(node)
            return
        }
    }

    mutating func emitLineStartIfDue() {
        if atLineStart {
            append(.lineStart)
            atLineStart = false
        }
    }

    /// Turns the pending text up to `end` into a node, removing the enclosing
    /// blocks' indentation from each line start.
    mutating func flushText(to end: Int) {
        guard textStart < end else { return }
        let range = textStart..<end
        textStart = end
        let strip = frames[frames.count - 1].strip
        let text: String
        if strip == 0 {
            text = String(decoding: bytes[range], as: UTF8.self)
        } else {
            text = String(decoding: stripped(range, by: strip), as: UTF8.self)
        }
        guard !text.isEmpty else { return }
        emitLineStartIfDue()
        append(.text(text))
        atLineStart = bytes[end - 1] == UInt8(ascii: "\n")
    }

    private func stripped(_ range: Range<Int>, by strip: Int) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(range.count)
        var index = range.lowerBound
        var lineStart = atLineStart
        while index < range.upperBound {
            if lineStart {
                var skipped = 0
                while skipped < strip, index < range.upperBound, bytes[index].isBlank {
                    index += 1
                    skipped += 1
                }
                lineStart = false
                continue
            }
            result.append(bytes[index])
            lineStart = bytes[index] == UInt8(ascii: "\n")
            index += 1
        }
        return result
    }

    /// The first occurrence of `needle` at or after `start`.
    func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }
}

extension UInt8 {
    /// A space or tab: what indentation and standalone lines are made of.
    var isBlank: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }
}

extension ParseFrame.Kind {
    /// How error messages name this kind of section.
    var word: String {
        switch self {
        case .root, .section(_, inverted: false): "section"
        case .section(_, inverted: true): "inverted section"
        case .parent: "parent"
        case .argument, .block: "block"
        }
    }
}
