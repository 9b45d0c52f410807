extension NodeDecoder {
    /// The text as written; any scalar but null is text, even `1.10` or `2026-03-18`.
    func decodeString() throws -> String {
        guard case .scalar(let text, _, _) = node, !node.isNull else {
            let hint = node.isNull ? "write the text after the key" : "quote the value to keep it as text"
            throw mismatch(expected: "a string", hint: hint)
        }
        return text
    }

    /// `true` or `false` in any letter case, unquoted; `yes`/`no` are not booleans.
    func decodeBool() throws -> Bool {
        if let text = plainText() {
            if text.count == 4, text.lowercased() == "true" { return true }
            if text.count == 5, text.lowercased() == "false" { return false }
        }
        throw mismatch(expected: "true or false", hint: quotedHint(or: "write true or false"))
    }

    /// A whole number written in plain decimal digits, with an optional sign.
    func decodeInteger<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        if let text = plainText(), let value = Integer(text, radix: 10) { return value }
        if let text = plainText(), Self.isInteger(text) {
            throw mismatch(expected: "a whole number from \(Integer.min) to \(Integer.max)")
        }
        throw mismatch(expected: "a whole number", hint: quotedHint(or: nil))
    }

    /// A decimal number such as `1`, `-2.5` or `1e3`, or `.inf`, `-.inf`, `.nan`.
    func decodeFloat<Number: BinaryFloatingPoint & LosslessStringConvertible>(_ type: Number.Type) throws -> Number {
        if let text = plainText() {
            switch text {
            case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
            case "-.inf", "-.Inf", "-.INF": return -.infinity
            case ".nan", ".NaN", ".NAN": return .nan
            default:
                if Self.isDecimal(text), let value = Number(text) { return value }
            }
        }
        throw mismatch(expected: "a number", hint: quotedHint(or: nil))
    }

    /// The text of a plain (unquoted, non-null) scalar.
    private func plainText() -> String? {
        guard case .scalar(let text, .plain, _) = node, !node.isNull else { return nil }
        return text
    }

    private func quotedHint(or fallback: String?) -> String? {
        guard case .scalar(_, let style, _) = node, style != .plain else { return fallback }
        return "remove the quotes: quoted values are always text"
    }

    /// Only digits, signs, points and exponents, starting with no exponent;
    /// `Number.init` then checks the order. Rules out `0x1p3`, `nan` and `infinity`.
    private static func isDecimal(_ text: String) -> Bool {
        var digits = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."): continue
            case UInt8(ascii: "e"), UInt8(ascii: "E"): if digits == 0 { return false }
            default: return false
            }
        }
        return digits > 0
    }

    /// Decimal digits with an optional leading sign.
    private static func isInteger(_ text: String) -> Bool {
        let digits = text.utf8.first == UInt8(ascii: "-") || text.utf8.first == UInt8(ascii: "+")
            ? text.utf8.dropFirst() : text.utf8[...]
        return !digits.isEmpty && digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}
