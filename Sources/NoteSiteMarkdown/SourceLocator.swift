/// Turns cmark's byte positions into the line and column a user sees: lines
/// end at LF, CR or CRLF as in CommonMark, columns count Unicode scalars.
struct SourceLocator {
    let text: String

    /// The position of the byte at `offset` (clamped to the text).
    func location(ofByte offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var previous: UInt8 = 0
        for byte in text.utf8.prefix(max(0, offset)) {
            if byte == 0x0A && previous == 0x0D {
                // The LF of a CRLF: the line already ended at the CR.
            } else if byte == 0x0A || byte == 0x0D {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            previous = byte
        }
        return (line, column)
    }

    /// The position of cmark's 1-based `line` and byte column.
    func location(line: Int, byteColumn: Int) -> (line: Int, column: Int) {
        let found = location(ofByte: offset(ofLine: line) + byteColumn - 1)
        // cmark places some inline nodes past the text (an inline node in a
        // paragraph that follows a setext heading's underline, for one); a
        // place outside the file helps no one, so it becomes the last line.
        let last = location(ofByte: max(0, text.utf8.count - 1)).line
        return found.line > last ? (last, 1) : found
    }

    /// The byte offset where 1-based `line` starts.
    private func offset(ofLine target: Int) -> Int {
        var line = 1
        var previous: UInt8 = 0
        for (offset, byte) in text.utf8.enumerated() {
            if line == target && !(byte == 0x0A && previous == 0x0D) { return offset }
            if byte == 0x0D || (byte == 0x0A && previous != 0x0D) { line += 1 }
            previous = byte
        }
        return text.utf8.count
    }
}
