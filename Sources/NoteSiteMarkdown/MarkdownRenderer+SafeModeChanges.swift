/// One thing that safe mode changes in a document: what the conformance tests
/// use to derive safe-mode output from the spec's unsafe-mode expectations.
enum SafeModeChange: Equatable {
    /// A raw HTML block, replaced by `<!-- raw HTML omitted -->`.
    case rawBlock(String)
    /// Inline raw HTML, replaced by `<!-- raw HTML omitted -->`.
    case rawInline(String)
    /// A link or image destination that is emptied.
    case unsafeDestination(String)
}

extension MarkdownRenderer {
    /// What safe mode changes in `markdown`, in document order.
    func safeModeChanges(in markdown: String) -> [SafeModeChange] {
        var bytes = markdown
        return bytes.withUTF8 { buffer in
            guard let document = CmarkDocument(parsing: buffer, smartPunctuation: options.smartPunctuation) else {
                return []
            }
            var changes: [SafeModeChange] = []
            document.walk { visit in
                guard visit.entering else { return }
                switch visit.kind {
                case .blockHTML: changes.append(.rawBlock(visit.withLiteral { String(decoding: $0, as: UTF8.self) }))
                case .inlineHTML: changes.append(.rawInline(visit.withLiteral { String(decoding: $0, as: UTF8.self) }))
                case .link, .image:
                    if visit.withURL(LinkPolicy.safe.rejects) {
                        changes.append(.unsafeDestination(visit.withURL { String(decoding: $0, as: UTF8.self) }))
                    }
                default: break
                }
            }
            return changes
        }
    }
}
