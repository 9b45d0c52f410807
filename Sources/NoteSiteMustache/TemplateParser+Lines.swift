extension TemplateParser {
    /// Where the line holding `index` starts, if only blanks lie between
    /// them: the tag at `index` is clear on its left.
    func lineStart(before index: Int) -> Int? {
        var cursor = index
        while cursor > 0 {
            let byte = bytes[cursor - 1]
            if byte == UInt8(ascii: "\n") { return cursor }
            guard byte.isBlank else { return nil }
            cursor -= 1
        }
        return 0
    }

    /// Where the next line starts (or the end of the source), if only blanks
    /// lie between: the tag ending at `index` is clear on its right.
    func nextLine(after index: Int) -> Int? {
        var cursor = index
        while cursor < bytes.count {
            switch bytes[cursor] {
            case UInt8(ascii: "\n"): return cursor + 1
            case UInt8(ascii: "\r") where cursor + 1 < bytes.count && bytes[cursor + 1] == UInt8(ascii: "\n"):
                return cursor + 2
            case let byte where byte.isBlank: cursor += 1
            default: return nil
            }
        }
        return bytes.count
    }

    /// The blanks before a standalone tag, less what the enclosing blocks strip.
    func indentation(_ range: Range<Int>) -> String {
        let strip = min(frames[frames.count - 1].strip, range.count)
        return String(decoding: bytes[(range.lowerBound + strip)..<range.upperBound], as: UTF8.self)
    }

    /// How many blanks open the line that starts at `index`.
    func blankCount(at index: Int) -> Int {
        var cursor = index
        while cursor < bytes.count, bytes[cursor].isBlank { cursor += 1 }
        return cursor - index
    }

    /// An error located at the tag starting at `offset`.
    mutating func error(at offset: Int, _ reason: MustacheError.Reason) -> MustacheError {
        let (line, column) = locator.locate(offset, in: bytes)
        return MustacheError(path: path, line: line, column: column, reason: reason)
    }
}

/// Turns byte offsets into 1-based line and column numbers, resuming from the
/// last answer because offsets mostly come in increasing order.
struct Locator {
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    mutating func locate(_ target: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        if target < offset { self = Locator() }
        while offset < target {
            if bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }
        let column = String(decoding: bytes[lineStart..<target], as: UTF8.self).count + 1
        return (line, column)
    }
}
