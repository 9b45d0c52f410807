/// One tag as written: its kind, its trimmed content and where it lies.
struct RawTag {
    enum Kind {
        case variable, unescaped, section, inverted, close, comment, delimiters, partial, parent, block
    }

    let kind: Kind
    let content: String
    let start: Int
    let end: Int

    /// Tags other than interpolations vanish with their line when nothing else is on it.
    var canStandAlone: Bool { kind != .variable && kind != .unescaped }
}

extension TemplateParser {
    /// Reads the tag whose opening delimiter starts at `start`.
    mutating func readTag(at start: Int) throws(MustacheError) -> RawTag {
        let inner = start + opening.count
        let first = inner < bytes.count ? bytes[inner] : 0
        // `{{{name}}}` and `{{=a b=}}` end with a marker before the closing delimiter.
        let (kind, contentStart, endMarker): (RawTag.Kind, Int, [UInt8]) =
            switch first {
            case UInt8(ascii: "{"): (.unescaped, inner + 1, Array("}".utf8) + closing)
            case UInt8(ascii: "="): (.delimiters, inner + 1, Array("=".utf8) + closing)
            default: (Self.kind(of: first), first.isSigil ? inner + 1 : inner, closing)
            }
        guard let contentEnd = find(endMarker, from: contentStart) else {
            let openingMarker = kind == .unescaped ? "{" : kind == .delimiters ? "=" : ""
            throw error(at: start, .unclosedTag(
                opening: delimiters.opening + openingMarker,
                closing: String(decoding: endMarker, as: UTF8.self)))
        }
        let content = String(decoding: bytes[contentStart..<contentEnd], as: UTF8.self)
            .trimmingBlanks()
        let tag = RawTag(kind: kind, content: content, start: start, end: contentEnd + endMarker.count)
        if content.isEmpty, kind != .comment, kind != .delimiters {
            throw error(at: start, .emptyTag(tag: String(decoding: bytes[start..<tag.end], as: UTF8.self)))
        }
        return tag
    }

    private static func kind(of sigil: UInt8) -> RawTag.Kind {
        switch sigil {
        case UInt8(ascii: "#"): .section
        case UInt8(ascii: "^"): .inverted
        case UInt8(ascii: "/"): .close
        case UInt8(ascii: "!"): .comment
        case UInt8(ascii: ">"): .partial
        case UInt8(ascii: "<"): .parent
        case UInt8(ascii: "$"): .block
        case UInt8(ascii: "&"): .unescaped
        default: .variable
        }
    }

    /// Switches to the delimiters a `{{=<% %>=}}` tag names.
    mutating func changeDelimiters(_ tag: RawTag) throws(MustacheError) {
        let parts = tag.content.split(whereSeparator: \.isWhitespace)
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw error(at: tag.start, .badDelimiters(tag: String(decoding: bytes[tag.start..<tag.end], as: UTF8.self)))
        }
        opening = Array(parts[0].utf8)
        closing = Array(parts[1].utf8)
    }
}

extension UInt8 {
    /// A character that, right after the opening delimiter, gives a tag its kind.
    var isSigil: Bool {
        switch self {
        case UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "/"), UInt8(ascii: "!"), UInt8(ascii: ">"),
            UInt8(ascii: "<"), UInt8(ascii: "$"), UInt8(ascii: "&"):
            true
        default: false
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingBlanks() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(self[first...last])
    }
}
