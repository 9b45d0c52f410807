/// Leaves out the comments of a classic script that stand on lines of their
/// own (`// …` lines and `/* … */` blocks that end a line), which every
/// visitor would otherwise download with `whats-new.js`. Anything else is
/// kept byte for byte, so a comment-like text inside code is never touched.
enum ScriptComments {
    static func strippingWholeLineComments(_ script: String) -> String {
        var kept: [Substring] = []
        var lines = script.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("//") { continue }
            guard trimmed.hasPrefix("/*") else { kept.append(line); continue }
            // The block and the lines it spans go only when nothing follows its end.
            var block = [line]
            var rest = trimmed.dropFirst(2)
            while rest.range(of: "*/") == nil, let next = lines.popFirst() {
                block.append(next)
                rest = next[...]
            }
            guard let end = rest.range(of: "*/"),
                  rest[end.upperBound...].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) else {
                kept += block
                continue
            }
        }
        return kept.joined(separator: "\n")
    }
}
