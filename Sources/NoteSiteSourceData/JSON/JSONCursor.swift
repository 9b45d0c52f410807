/// A position in JSON bytes that keeps its 1-based line and column (counted
/// in Unicode scalars, as YAML positions are) up to date as it moves.
struct JSONCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var index = 0
    private(set) var line = 1
    private(set) var column = 1

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var atEnd: Bool { index >= bytes.count }

    /// The byte at the cursor, `nil` at the end.
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    var mark: YAMLNode.Mark { YAMLNode.Mark(line: line, column: column) }

    /// Moves past one byte; a continuation byte of UTF-8 adds no column.
    mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// Skips JSON's four whitespace characters: space, tab, line feed, carriage return.
    mutating func skipWhitespace() {
        while let byte = peek,
              byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            advance()
        }
    }
}
