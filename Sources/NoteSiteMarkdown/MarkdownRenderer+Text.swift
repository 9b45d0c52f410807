extension MarkdownRenderer {
    /// The HTML inside the paragraph that inline Markdown always renders to,
    /// without the inline sentinel that starts it.
    static func paragraphContent(_ html: UnsafeBufferPointer<UInt8>) -> String {
        let opening = Array("<p>".utf8) + InlineSource.sentinel
        let closing = Array("</p>\n".utf8)
        guard html.starts(with: opening), html.count >= opening.count + closing.count,
            html.reversed().starts(with: closing.reversed())
        else {
            // Unreachable for a sentinel-led paragraph; keep whatever cmark made.
            return String(decoding: html, as: UTF8.self)
        }
        return String(decoding: html[opening.count..<(html.count - closing.count)], as: UTF8.self)
    }

    /// The text content of an inline document: markup dropped, ASCII
    /// whitespace runs collapsed to one space, ends trimmed.
    static func text(of document: borrowing CmarkDocument) -> String {
        var collected: [UInt8] = []
        document.walk { visit in
            switch visit.kind {
            case .text, .code:
                if visit.entering { visit.withLiteral { collected.append(contentsOf: $0) } }
            case .softBreak, .lineBreak:
                collected.append(0x20)
            case .block:
                if !visit.entering { collected.append(0x20) }
            case .inlineHTML, .blockHTML, .link, .image, .other:
                break
            }
        }
        if collected.starts(with: InlineSource.sentinel) { collected.removeFirst(InlineSource.sentinel.count) }
        return collapsingWhitespace(collected)
    }

    static func collapsingWhitespace<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var pendingSpace = false
        for byte in bytes {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(0x20) }
                pendingSpace = false
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
