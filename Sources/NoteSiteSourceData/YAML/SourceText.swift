import Foundation

/// Turns the bytes of a text file into the text every stage reads: UTF-8
/// checked, byte order mark dropped, line endings made `\n`.
public enum SourceText {
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The file's text, or an error at the first byte that is not UTF-8.
    public static func decode(_ data: Data, path: String) throws -> String {
        try data.withUnsafeBytes { raw in
            var bytes = raw.bindMemory(to: UInt8.self)
            // A file converted twice may carry two marks; none is text.
            while bytes.starts(with: byteOrderMark) {
                bytes = UnsafeBufferPointer(rebasing: bytes.dropFirst(byteOrderMark.count))
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                let (line, column) = firstInvalidPosition(in: bytes)
                throw YAMLError(path: path, line: line, column: column, reason: .invalidUTF8)
            }
            return normalizingNewlines(text)
        }
    }

    /// `text` with CR LF and lone CR line endings turned into LF, so line numbers agree everywhere.
    public static func normalizingNewlines(_ text: String) -> String {
        guard containsCarriageReturn(text) else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var afterCR = false
        for byte in text.utf8 {
            if byte == 0x0A, afterCR {
                afterCR = false
                continue
            }
            afterCR = byte == 0x0D
            output.append(afterCR ? 0x0A : byte)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether `text` holds a CR, found with `memchr` (most files have none).
    private static func containsCarriageReturn(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, 0x0D, bytes.count) != nil
        }
    }

    /// 1-based line and character column of the first byte that breaks UTF-8.
    static func firstInvalidPosition(in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var previousWasCR = false
        while case .valid(let encoded) = parser.parseScalar(from: &iterator) {
            let byte = encoded.first
            if byte == 0x0A, previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = byte == 0x0D
            if byte == 0x0A || byte == 0x0D {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
