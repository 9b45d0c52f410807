/// Finds where Markdown text uses link references (`[text][label]`,
/// `[label][]`, `[label]`) and writes them as inline links.
enum ReferenceUse {
    /// The labels used in `text` that `definitions` defines.
    static func labels(in text: String, definedIn definitions: [String: LinkReference]) -> Set<String> {
        var found: Set<String> = []
        scan(text) { _, label in
            if definitions[label] != nil { found.insert(label) }
            return nil
        }
        return found
    }

    /// `text` with every reference to `definitions` written inline.
    static func inlining(_ text: String, definitions: [String: LinkReference]) -> String {
        scan(text) { linkText, label in
            definitions[label].map { "[\(linkText)]\($0.inlineTarget)" }
        }
    }

    /// Walks the bracketed spans of `text` outside code spans; `visit` gets each
    /// reference's link text and label and may return its replacement.
    @discardableResult
    private static func scan(_ text: String, visit: (String, String) -> String?) -> String {
        let chars = Array(text)
        var output = ""
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count {
                output.append(c); output.append(chars[i + 1]); i += 2; continue
            }
            if c == "`" {
                // Skip a code span: a run of backticks up to the same run.
                var run = 0
                while i + run < chars.count, chars[i + run] == "`" { run += 1 }
                if let end = closingRun(of: run, in: chars, from: i + run) {
                    output += String(chars[i..<end]); i = end; continue
                }
                output += String(chars[i..<(i + run)]); i += run; continue
            }
            guard c == "[", let close = closingBracket(in: chars, from: i + 1) else {
                output.append(c); i += 1; continue
            }
            let linkText = String(chars[(i + 1)..<close])
            var end = close + 1
            var label = linkText
            if end < chars.count, chars[end] == "(" || chars[end] == ":" {
                output += String(chars[i..<end]); i = end; continue
            }
            if end < chars.count, chars[end] == "[", let second = closingBracket(in: chars, from: end + 1) {
                let written = String(chars[(end + 1)..<second])
                if !written.isEmpty { label = written }
                end = second + 1
            }
            if let replacement = visit(linkText, LinkReference.normalize(label)) {
                output += replacement
            } else {
                output += String(chars[i..<end])
            }
            i = end
        }
        return output
    }

    private static func closingBracket(in chars: [Character], from start: Int) -> Int? {
        var i = start
        while i < chars.count {
            if chars[i] == "\\" { i += 2; continue }
            if chars[i] == "[" { return nil }
            if chars[i] == "]" { return i > start ? i : nil }
            i += 1
        }
        return nil
    }

    private static func closingRun(of length: Int, in chars: [Character], from start: Int) -> Int? {
        var i = start
        while i < chars.count {
            guard chars[i] == "`" else { i += 1; continue }
            var run = 0
            while i + run < chars.count, chars[i + run] == "`" { run += 1 }
            if run == length { return i + run }
            i += run
        }
        return nil
    }
}
