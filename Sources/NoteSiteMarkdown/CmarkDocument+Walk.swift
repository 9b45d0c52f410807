internal import CCmark

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
