/// Inline Markdown prepared so that cmark can only read it as one paragraph.
///
/// Line breaks become spaces (keeping every byte offset), surrounding
/// whitespace is trimmed, and a no-break space is put first. cmark strips only
/// ASCII spaces and tabs before looking for a block start, so no list,
/// heading, quote, code block, break or reference definition can begin; yet
/// for delimiter flanking a no-break space is whitespace, exactly like the
/// start of a line, so emphasis and smart quotes open as they would there.
/// (A punctuation sentinel would not: it turns `"_x_"` into a closing quote.)
struct InlineSource {
    /// U+00A0 NO-BREAK SPACE in UTF-8.
    static let sentinel: [UInt8] = [0xC2, 0xA0]

    /// The bytes to give cmark: sentinel, then the trimmed one-line text.
    private(set) var bytes: [UInt8]
    /// How many bytes were trimmed from the start of the original.
    private let trimmedPrefix: Int

    init(_ markdown: String) {
        let utf8 = markdown.utf8
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        let leading = utf8.prefix(while: isSpace).count
        let trailing = utf8.reversed().prefix(while: isSpace).count
        let length = max(0, utf8.count - leading - trailing)
        var bytes = Self.sentinel
        bytes.reserveCapacity(length + Self.sentinel.count)
        for byte in utf8.dropFirst(leading).prefix(length) {
            bytes.append(byte == 0x0A || byte == 0x0D ? 0x20 : byte)
        }
        self.bytes = bytes
        trimmedPrefix = leading
    }

    /// The byte offset in the original text of cmark's byte column on line 1.
    func originalOffset(ofByteColumn column: Int) -> Int {
        max(0, column - 1 - Self.sentinel.count) + trimmedPrefix
    }

    /// The text without the sentinel when cmark would render it unchanged:
    /// letters, digits, spaces, non-ASCII characters and the punctuation that
    /// neither starts inline Markdown nor needs escaping in HTML. With smart
    /// punctuation, `..` and `--` would become an ellipsis or a dash, so they
    /// go through cmark. `nil` whenever cmark is needed.
    func plainText(smartPunctuation: Bool) -> ArraySlice<UInt8>? {
        let text = bytes[Self.sentinel.count...]
        var previous: UInt8 = 0
        for byte in text {
            guard byte >= 0x80 || Self.plainASCII[Int(byte)] else { return nil }
            if smartPunctuation, byte == previous, byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") { return nil }
            previous = byte
        }
        return text
    }

    /// ASCII that inline CommonMark reads as plain text and HTML needs no
    /// escape for. Left out: control characters, DEL, the backtick and
    /// `! " & ' * < > [ \ ] _` (Markdown, entities, HTML escapes, smart quotes).
    private static let plainASCII: [Bool] = (0..<128).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return " #$%()+,-./:;=?@^{|}~".utf8.contains(UInt8(byte))
        }
    }
}
