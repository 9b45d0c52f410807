import NoteSiteContent
/// Makes the site-relative link and image destinations of Markdown absolute
/// against `baseURL`, for text read away from the site (GitHub, Sparkle).
/// Code spans and fenced code are left alone.
struct MarkdownLinkRewriter: Sendable {
    /// An absolute http(s) URL ending in `/`.
    let baseURL: String

    func rewrite(_ markdown: String) -> String {
        let lines = MarkdownLine.split(markdown)
        var output = lines.map { line -> String in
            guard !line.inCode else { return line.text }
            if let definition = LinkReference.parse(line) {
                let absolute = absolutize(definition.destination)
                guard absolute != definition.destination, let range = line.text.range(of: "]:") else { return line.text }
                let after = line.text[range.upperBound...]
                guard let start = after.range(of: definition.destination) else { return line.text }
                return String(line.text[..<start.lowerBound]) + absolute + after[start.upperBound...]
            }
            return rewriteInline(line.text)
        }.joined(separator: "\n")
        if markdown.hasSuffix("\n") { output += "\n" }
        return output
    }

    /// `](destination` occurrences outside code spans.
    private func rewriteInline(_ text: String) -> String {
        let chars = Array(text)
        var result = ""
        var i = 0
        while i < chars.count {
            if chars[i] == "`" {
                var run = 0
                while i + run < chars.count, chars[i + run] == "`" { run += 1 }
                var j = i + run
                var closed = false
                while j < chars.count {
                    if chars[j] == "`" {
                        var other = 0
                        while j + other < chars.count, chars[j + other] == "`" { other += 1 }
                        if other == run { j += other; closed = true; break }
                        j += other
                    } else {
                        j += 1
                    }
                }
                let end = closed ? j : i + run
                result += String(chars[i..<end]); i = end; continue
            }
            if chars[i] == "]", i + 1 < chars.count, chars[i + 1] == "(" {
                result += "]("
                i += 2
                while i < chars.count, chars[i] == " " { result.append(" "); i += 1 }
                var destination = ""
                if i < chars.count, chars[i] == "<" {
                    while i < chars.count, chars[i] != ">" { destination.append(chars[i]); i += 1 }
                    let inner = String(destination.dropFirst())
                    result += "<" + absolutize(inner)
                    continue
                }
                var depth = 0
                while i < chars.count, chars[i] != " ", !(chars[i] == ")" && depth == 0) {
                    if chars[i] == "(" { depth += 1 } else if chars[i] == ")" { depth -= 1 }
                    destination.append(chars[i]); i += 1
                }
                result += absolutize(destination)
                continue
            }
            result.append(chars[i]); i += 1
        }
        return result
    }

    /// A destination relative to the site root (or `/…` on its host) made absolute.
    func absolutize(_ destination: String) -> String {
        guard !destination.isEmpty, !destination.hasPrefix("#"), !destination.hasPrefix("?"),
              !destination.hasPrefix("//"), URLPolicy.scheme(of: destination) == nil else { return destination }
        if destination.hasPrefix("/") { return origin + destination }
        return baseURL + destination
    }

    /// `https://host[:port]` of the base URL.
    private var origin: String {
        guard let schemeEnd = baseURL.range(of: "://") else { return baseURL }
        let rest = baseURL[schemeEnd.upperBound...]
        let hostEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        return String(baseURL[..<hostEnd])
    }
}
