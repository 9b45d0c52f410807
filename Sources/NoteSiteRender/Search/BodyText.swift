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
    /// white space collapsed, in one pass over its UTF-8 bytes: every build
    /// reads every body this way, so it avoids Character and Foundation work.
    static func text(of html: Substring) -> String {
        let bytes = Array(html.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var space = false
        // Appends one whole UTF-8 sequence, white space as one pending space.
        func put<C: Collection>(_ sequence: C) where C.Element == UInt8 {
            if isWhiteSpace(sequence) {
                space = !out.isEmpty
                return
            }
            if space { out.append(0x20); space = false }
            out.append(contentsOf: sequence)
        }
        var i = 0
        var inTag = false
        while i < bytes.count {
            let b = bytes[i]
            let length = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
            let sequence = bytes[i..<min(bytes.count, i + length)]
            i += length
            if inTag {
                if b == UInt8(ascii: ">") { inTag = false; put(CollectionOfOne(0x20)) }
            } else if b == UInt8(ascii: "<") {
                inTag = true
            } else if b == UInt8(ascii: "&"), let (decoded, next) = entity(in: bytes, after: i) {
                for scalar in decoded.unicodeScalars { put(Array(String(scalar).utf8)) }
                i = next
            } else {
                put(sequence)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether one UTF-8 sequence is white space: ASCII's, or one of the
    /// few others (U+0085, U+00A0, U+1680, U+2000…, U+3000).
    private static func isWhiteSpace<C: Collection>(_ sequence: C) -> Bool where C.Element == UInt8 {
        guard let first = sequence.first else { return false }
        if first < 0x80 { return first == 0x20 || (0x09...0x0D).contains(first) }
        guard [0xC2, 0xE1, 0xE2, 0xE3].contains(first) else { return false }
        var scalar: Unicode.Scalar?
        var decoder = UTF8()
        var iterator = sequence.makeIterator()
        if case .scalarValue(let value) = decoder.decode(&iterator) { scalar = value }
        return scalar?.properties.isWhitespace ?? false
    }

    /// The entity whose name starts at `start` (just after its `&`): its
    /// text and where the text goes on, when it is one that bodies hold.
    private static func entity(in bytes: [UInt8], after start: Int) -> (String, Int)? {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: ";"), end - start < 10 { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";"),
              let decoded = decode(Substring(String(decoding: bytes[start..<end], as: UTF8.self))) else { return nil }
        return (decoded, end + 1)
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
