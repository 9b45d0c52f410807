internal import CCmark

/// A node met while walking a document, described with Swift types only.
struct CmarkVisit {
    enum Kind {
        case text, code, softBreak, lineBreak, inlineHTML, blockHTML, link, image, other
        /// A block that ends a run of text (paragraph, heading, item, code block…).
        case block
    }

    /// The `cmark_node *`, valid only during the visit.
    let node: OpaquePointer
    let kind: Kind
    let entering: Bool
}

extension CmarkDocument {
    /// Calls `visit` for every node, on entry and (for containers) on exit.
    func walk(_ visit: (CmarkVisit) -> Void) {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            guard event == CMARK_EVENT_ENTER || event == CMARK_EVENT_EXIT,
                let node = cmark_iter_get_node(iterator)
            else { return }
            visit(CmarkVisit(node: node, kind: Self.kind(of: node), entering: event == CMARK_EVENT_ENTER))
        }
    }

    private static func kind(of node: OpaquePointer) -> CmarkVisit.Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT: .text
        case CMARK_NODE_CODE: .code
        case CMARK_NODE_SOFTBREAK: .softBreak
        case CMARK_NODE_LINEBREAK: .lineBreak
        case CMARK_NODE_HTML_INLINE: .inlineHTML
        case CMARK_NODE_HTML_BLOCK: .blockHTML
        case CMARK_NODE_LINK: .link
        case CMARK_NODE_IMAGE: .image
        case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_ITEM, CMARK_NODE_CODE_BLOCK,
            CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_THEMATIC_BREAK:
            .block
        default: .other
        }
    }
}

extension CmarkVisit {
    /// The node's literal bytes (text, code, HTML), without copying.
    func withLiteral<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        CmarkVisit.withBytes(of: cmark_node_get_literal(node), body)
    }

    /// The link or image destination bytes, without copying.
    func withURL<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        CmarkVisit.withBytes(of: cmark_node_get_url(node), body)
    }

    /// Replaces the link or image destination.
    func setURL(_ url: String) {
        _ = cmark_node_set_url(node, url)
    }

    /// Where the node starts (line, byte column), from the nearest node that
    /// has a position: cmark may give none for some inlines, then the enclosing
    /// block's start is used.
    var start: (line: Int, byteColumn: Int) {
        var current: OpaquePointer? = node
        while let candidate = current {
            let line = Int(cmark_node_get_start_line(candidate))
            if line > 0 { return (line, max(1, Int(cmark_node_get_start_column(candidate)))) }
            current = cmark_node_parent(candidate)
        }
        return (1, 1)
    }

    private static func withBytes<Result>(
        of string: UnsafePointer<CChar>?, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        guard let string else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return string.withMemoryRebound(to: UInt8.self, capacity: 1) { start in
            body(UnsafeBufferPointer(start: start, count: byteCount(of: string)))
        }
    }
}
