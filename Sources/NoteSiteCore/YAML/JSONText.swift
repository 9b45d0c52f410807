/// Adapts JSON text to the one JSON feature libyaml lacks: UTF-16 surrogate
/// pairs (`\ud83d\ude00`), which tools such as Python's `json` write for emoji.
enum JSONText {
    /// `json` with each escaped surrogate pair turned into YAML's `\UXXXXXXXX`
    /// escape; columns after one on the same line shift left by two.
    static func yamlCompatible(_ json: String) -> String {
        let bytes = Array(json.utf8)
        guard containsSurrogateEscape(bytes) else { return json }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                output.append(bytes[index])
                index += 1
                continue
            }
            if let high = escapedUnit(bytes, at: index), (0xD800...0xDBFF).contains(high),
               let low = escapedUnit(bytes, at: index + 6), (0xDC00...0xDFFF).contains(low) {
                let scalar = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                let hex = String(scalar, radix: 16)
                output.append(contentsOf: Array("\\U".utf8) + Array(repeating: UInt8(ascii: "0"), count: 8 - hex.count))
                output.append(contentsOf: Array(hex.utf8))
                index += 12
            } else {
                // Copy the escape whole so an escaped backslash cannot start another one.
                output.append(contentsOf: bytes[index...index + 1])
                index += 2
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func containsSurrogateEscape(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
               bytes[index + 2] | 0x20 == UInt8(ascii: "d") {
                return true
            }
            index += 1
        }
        return false
    }

    /// The UTF-16 unit of a `\uXXXX` escape starting at `index`.
    private static func escapedUnit(_ bytes: [UInt8], at index: Int) -> Int? {
        guard index + 5 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
            return nil
        }
        let hex = String(decoding: bytes[index + 2...index + 5], as: UTF8.self)
        return Int(hex, radix: 16)
    }
}
