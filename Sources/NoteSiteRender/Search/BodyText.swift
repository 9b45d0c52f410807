import NoteSiteSupport

/// The plain text of a rendered body, block by block, so that search can
/// weigh headings above paragraphs.
enum BodyText {
    struct Block: Equatable {
        var isHeading: Bool
        var text: String
    }

    /// The headings and the text between them, tags removed and entities decoded.
    static func blocks(ofHTML html: String) -> [Block] {
        var html = html
        return html.withUTF8 { bytes in
            var blocks: [Block] = []
            var rest = 0
            while let (open, level) = nextHeading(in: bytes, from: rest) {
                let before = text(of: bytes, rest..<open)
                if !before.isEmpty { blocks.append(Block(isHeading: false, text: before)) }
                let closing = Array("</h".utf8) + [level, UInt8(ascii: ">")]
                guard let close = bytes.firstOffset(of: closing, from: open + 3) else {
                    rest = open + 2
                    continue
                }
                let heading = text(of: bytes, open..<close)
                if !heading.isEmpty { blocks.append(Block(isHeading: true, text: heading)) }
                rest = close + closing.count
            }
            let tail = text(of: bytes, rest..<bytes.count)
            if !tail.isEmpty { blocks.append(Block(isHeading: false, text: tail)) }
            return blocks
        }
    }

    /// Where the next `<h1>`…`<h6>` starts, with its level's digit.
    private static func nextHeading(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Int, UInt8)? {
        let marker = Array("<h".utf8)
        var i = start
        while let open = bytes.firstOffset(of: marker, from: i) {
            if open + 2 < bytes.count, (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(bytes[open + 2]) { return (open, bytes[open + 2]) }
            i = open + 2
        }
        return nil
    }

    /// `html` without tags (each counted as a space), entities decoded,
    /// white space collapsed.
    static func text(of bytes: ArraySlice<UInt8>) -> String {
        bytes.withUnsafeBufferPointer { text(of: $0, 0..<$0.count) }
    }

    /// The text of `bytes[range]`, in one pass over its UTF-8 bytes: every
    /// build reads every body this way, so it avoids Character and
    /// Foundation work, and writes into scratch memory the size of the
    /// HTML, which the text never outgrows: a tag is at least two bytes
    /// and becomes at most a space, an entity is longer than its UTF-8.
    /// The string is then made at its own size, since search keeps it.
    private static func text(of bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: range.count) { storage in
            var out = Collapsed(storage)
            var i = range.lowerBound
            var inTag = false
            while i < range.upperBound {
                let b = bytes[i]
                i += 1
                if inTag {
                    if b == UInt8(ascii: ">") { inTag = false; out.space() }
                } else if b == UInt8(ascii: "<") {
                    inTag = true
                } else if b == UInt8(ascii: "&"), let (decoded, next) = entity(in: bytes, from: i, to: range.upperBound) {
                    // Every entity `decode` knows is one scalar.
                    var decoded = decoded
                    decoded.withUTF8 { out.put($0) }
                    i = next
                } else if b < 0x80 {
                    if b == 0x20 || (0x09...0x0D).contains(b) { out.space() } else { out.put(b) }
                } else {
                    let end = min(range.upperBound, i - 1 + (b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4))
                    out.put(UnsafeBufferPointer(rebasing: bytes[(i - 1)..<end]))
                    i = end
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: storage[..<out.count]), as: UTF8.self)
        }
    }

    /// Text with its white space collapsed as it is written: a run of
    /// spaces becomes one, written only before the next visible byte. A
    /// struct rather than captured variables, which would be checked for
    /// exclusive access on every byte; it writes into storage at least as
    /// long as the HTML it is made from.
    private struct Collapsed {
        private let storage: UnsafeMutableBufferPointer<UInt8>
        private(set) var count = 0
        private var pending = false

        init(_ storage: UnsafeMutableBufferPointer<UInt8>) { self.storage = storage }

        /// White space: one space, if anything visible follows.
        mutating func space() { pending = count > 0 }

        mutating func put(_ byte: UInt8) {
            if pending {
                storage[count] = 0x20
                count += 1
                pending = false
            }
            storage[count] = byte
            count += 1
        }

        /// One whole UTF-8 sequence, white space as a pending space.
        mutating func put(_ sequence: UnsafeBufferPointer<UInt8>) {
            if isWhiteSpace(sequence) { return space() }
            for byte in sequence { put(byte) }
        }
    }

    /// Whether one UTF-8 sequence is white space: ASCII's, or one of the
    /// few others (U+0085, U+00A0, U+1680, U+2000…, U+3000).
    private static func isWhiteSpace(_ sequence: UnsafeBufferPointer<UInt8>) -> Bool {
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
    private static func entity(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to limit: Int) -> (String, Int)? {
        var end = start
        while end < limit, bytes[end] != UInt8(ascii: ";"), end - start < 10 { end += 1 }
        guard end < limit, bytes[end] == UInt8(ascii: ";"),
              let decoded = decode(Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))) else { return nil }
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
