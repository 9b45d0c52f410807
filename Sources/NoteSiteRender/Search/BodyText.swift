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

    /// `html` without tags (each counted as a space), entities decoded,
    /// whitespace collapsed, in one pass over its scalars: every build reads
    /// every body this way, so it avoids Character and Foundation work.
    static func text(of html: Substring) -> String {
        var out = String.UnicodeScalarView()
        var space = false
        func put(_ s: Unicode.Scalar) {
            if s.value < 0x80 ? s == " " || (0x09...0x0D).contains(s.value) : s.properties.isWhitespace {
                space = !out.isEmpty
                return
            }
            if space { out.append(" "); space = false }
            out.append(s)
        }
        let scalars = html.unicodeScalars
        var i = scalars.startIndex
        var inTag = false
        while i < scalars.endIndex {
            let s = scalars[i]
            i = scalars.index(after: i)
            if inTag {
                if s == ">" { inTag = false; put(" ") }
            } else if s == "<" {
                inTag = true
            } else if s == "&", let (decoded, next) = entity(in: scalars, after: i) {
                decoded.unicodeScalars.forEach(put)
                i = next
            } else {
                put(s)
            }
        }
        return String(out)
    }

    /// The entity whose name starts at `start` (just after its `&`): its
    /// text and where the text goes on, when it is one that bodies hold.
    private static func entity(in scalars: Substring.UnicodeScalarView, after start: Substring.UnicodeScalarView.Index)
        -> (String, Substring.UnicodeScalarView.Index)? {
        var end = start
        var count = 0
        while end < scalars.endIndex, scalars[end] != ";", count < 10 {
            end = scalars.index(after: end)
            count += 1
        }
        guard end < scalars.endIndex, scalars[end] == ";",
              let decoded = decode(Substring(scalars[start..<end])) else { return nil }
        return (decoded, scalars.index(after: end))
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
