extension MarkdownRenderer {
    /// Empties unsafe link and image destinations (reporting each) and
    /// rewrites the others, before the tree is rendered.
    ///
    /// `locate` turns cmark's line and byte column into the position reported.
    func secureLinks(
        in document: borrowing CmarkDocument, locate: (Int, Int) -> (line: Int, column: Int)
    ) -> [MarkdownWarning] {
        let policy: LinkPolicy = options.unsafeHTML ? .scriptsOnly : .safe
        let rewrite = options.rewriteURL
        var warnings: [MarkdownWarning] = []
        document.walk { visit in
            guard visit.entering, visit.kind == .link || visit.kind == .image else { return }
            if visit.withURL(policy.rejects) {
                let url = visit.withURL { String(decoding: $0, as: UTF8.self) }
                let start = visit.start
                let position = locate(start.line, start.byteColumn)
                warnings.append(MarkdownWarning(
                    line: position.line, column: position.column,
                    message: "unsafe link destination \(Self.quoted(url)) removed"))
                visit.setURL("")
            } else if let rewrite {
                let url = visit.withURL { String(decoding: $0, as: UTF8.self) }
                if !url.isEmpty { visit.setURL(rewrite(url)) }
            }
        }
        return warnings
    }

    /// The URL in double quotes, control characters escaped and long
    /// `data:` payloads shortened so that a warning stays one readable line.
    static func quoted(_ url: String) -> String {
        let limit = 80
        var result = "\""
        for (index, scalar) in url.unicodeScalars.enumerated() {
            if index == limit {
                result += "…"
                break
            }
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else if scalar == "\"" || scalar == "\\" {
                result += "\\\(scalar)"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
