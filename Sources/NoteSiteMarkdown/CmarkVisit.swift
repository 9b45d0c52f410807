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
