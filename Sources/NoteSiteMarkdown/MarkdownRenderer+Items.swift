import Foundation
internal import CCmark

extension MarkdownRenderer {
    /// Renders a `changes` item, which keeps its Markdown structure (docs/content.md):
    /// an item of one paragraph renders as inline Markdown, exactly as
    /// `renderInlineWithText` does; a paragraph followed by further blocks
    /// (a nested list, a second paragraph, code) renders as those blocks,
    /// its first line always read as a paragraph, never a list or heading.
    /// The text puts each paragraph and each list item on its own line.
    public func renderItem(_ markdown: String) -> (output: MarkdownOutput, text: String) {
        let trimmed = markdown.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.utf8.contains(0x0A) || trimmed.utf8.contains(0x0D) else { return inline(markdown, withText: true) }
        let bytes = InlineSource.sentinel + Array(trimmed.utf8)
        let blocks: (output: MarkdownOutput, text: String)? = bytes.withUnsafeBufferPointer { buffer in
            guard let document = CmarkDocument(parsing: buffer, smartPunctuation: options.smartPunctuation),
                  let first = cmark_node_first_child(document.root), cmark_node_next(first) != nil
            else { return nil }
            let locator = SourceLocator(text: trimmed)
            // The first line's columns count the sentinel, which the text has not.
            let locate = { (line: Int, byteColumn: Int) in
                locator.location(line: line, byteColumn: line == 1 ? max(1, byteColumn - InlineSource.sentinel.count) : byteColumn)
            }
            let warnings = secureLinks(in: document, locate: locate)
            let omitted = omittedHTML(in: document, locate: locate)
            let html = document.withHTML(unsafeHTML: options.unsafeHTML, hardBreaks: options.hardBreaks) { html in
                // The first block is the sentinel-led paragraph: drop the sentinel.
                let opening = Array("<p>".utf8) + InlineSource.sentinel
                guard html.starts(with: opening) else { return String(decoding: html, as: UTF8.self) }
                return "<p>" + String(decoding: html[opening.count...], as: UTF8.self)
            }
            var output = MarkdownOutput(html: html, warnings: warnings)
            output.omittedHTML = omitted
            return (output, Self.itemText(of: document))
        }
        return blocks ?? inline(markdown, withText: true)
    }

    /// The text of a change item of several blocks: each paragraph on its
    /// own line, each list item on its own line after `- ` (or its number),
    /// nested lists indented by two spaces a level.
    static func itemText(of document: borrowing CmarkDocument) -> String {
        var lines: [String] = []
        var line: [UInt8] = []
        var depth = 0
        var numbers: [Int?] = []
        func endLine() {
            let text = collapsingWhitespace(line)
            if !text.isEmpty {
                lines.append(String(repeating: "  ", count: max(0, depth - 1)) + text)
            }
            line = []
        }
        document.walk { visit in
            switch cmark_node_get_type(visit.node) {
            case CMARK_NODE_LIST:
                if visit.entering {
                    endLine()
                    depth += 1
                    let ordered = cmark_node_get_list_type(visit.node) == CMARK_ORDERED_LIST
                    numbers.append(ordered ? Int(cmark_node_get_list_start(visit.node)) : nil)
                } else {
                    endLine()
                    depth -= 1
                    numbers.removeLast()
                }
            case CMARK_NODE_ITEM:
                if visit.entering {
                    endLine()
                    if let number = numbers.last ?? nil {
                        line = Array("\(number). ".utf8)
                        numbers[numbers.count - 1] = number + 1
                    } else {
                        line = Array("- ".utf8)
                    }
                } else {
                    endLine()
                }
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_CODE_BLOCK, CMARK_NODE_BLOCK_QUOTE:
                let parent = cmark_node_parent(visit.node)
                // An item's first block continues the line of its marker.
                let continuesMarker = cmark_node_get_type(parent) == CMARK_NODE_ITEM && cmark_node_first_child(parent) == visit.node
                if visit.entering {
                    if !continuesMarker { endLine() }
                    if cmark_node_get_type(visit.node) == CMARK_NODE_CODE_BLOCK { visit.withLiteral { line.append(contentsOf: $0) } }
                } else {
                    endLine()
                }
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if visit.entering { visit.withLiteral { line.append(contentsOf: $0) } }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                line.append(0x20)
            default:
                break
            }
        }
        endLine()
        if var first = lines.first?.utf8[...], first.starts(with: InlineSource.sentinel) {
            first.removeFirst(InlineSource.sentinel.count)
            lines[0] = String(decoding: first, as: UTF8.self)
        }
        return lines.joined(separator: "\n")
    }
}
