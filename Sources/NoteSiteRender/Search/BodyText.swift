import Foundation

/// The plain text of a rendered body, block by block, so that search can
/// weigh headings above paragraphs.
enum BodyText {
    struct Block: Equatable {
        var isHeading: Bool
        var text: String
    }

    /// The headings and the text between them, tags removed and entities decoded.
    static func blocks(ofHTML html: String) -> [Block] {
        var blocks: [Block] = []
        var rest = Substring(html)
        while let (open, level) = nextHeading(in: rest) {
            let before = text(of: rest[..<open.lowerBound])
            if !before.isEmpty { blocks.append(Block(isHeading: false, text: before)) }
            guard let close = rest[open.upperBound...].range(of: "</h\(level)>") else {
                rest = rest[open.upperBound...]
                continue
            }
            let heading = text(of: rest[open.lowerBound..<close.lowerBound])
            if !heading.isEmpty { blocks.append(Block(isHeading: true, text: heading)) }
            rest = rest[close.upperBound...]
        }
        let tail = text(of: rest)
        if !tail.isEmpty { blocks.append(Block(isHeading: false, text: tail)) }
        return blocks
    }

    /// Where the next `<h1>`…`<h6>` starts, with its level.
    private static func nextHeading(in html: Substring) -> (Range<Substring.Index>, Character)? {
        var search = html[...]
        while let open = search.range(of: "<h") {
            if let level = search[open.upperBound...].first, ("1"..."6").contains(level) { return (open, level) }
            search = search[open.upperBound...]
        }
        return nil
    }

    /// `html` without tags, entities decoded, whitespace collapsed.
    static func text(of html: Substring) -> String {
        var out = ""
        var inTag = false
        for ch in html {
            if inTag { if ch == ">" { inTag = false; out.append(" ") }; continue }
            if ch == "<" { inTag = true; continue }
            out.append(ch)
        }
        return decodeEntities(out).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    static func decodeEntities(_ s: String) -> String {
        guard s.contains("&") else { return s }
        var out = ""
        var rest = Substring(s)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[amp...]
            if let semi = after.prefix(12).firstIndex(of: ";") {
                let name = after[after.index(after: amp)..<semi]
                if let decoded = decode(name) {
                    out += decoded
                    rest = after[after.index(after: semi)...]
                    continue
                }
            }
            out.append("&")
            rest = after.dropFirst()
        }
        return out + rest
    }

    private static func decode(_ name: Substring) -> String? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos", "#39": return "'"
        case "nbsp": return " "
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
    }
}
