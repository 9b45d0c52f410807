extension NodeDecoder {
    /// The text as written; in YAML any scalar but null is text, even `1.10`
    /// or `2026-03-18`; in JSON only a string is.
    func decodeString() throws -> String {
        guard case .scalar(let text, let style, _) = node, !node.isNull else {
            let hint = node.isNull ? "write the text after the key"
                : state.isJSON ? "write text in double quotes" : "quote the value to keep it as text"
            throw mismatch(expected: "a string", hint: hint)
        }
        if state.isJSON && style == .plain {
            throw mismatch(expected: "a string", hint: "write it in double quotes: \"\(text)\"")
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

    /// A finite decimal number such as `1`, `-2.5` or `1e3`. YAML's `.inf`
    /// and `.nan`, and numbers too large to hold, are refused: every number
    /// notesite reads ends up as a length in a page.
    func decodeFloat<Number: BinaryFloatingPoint & LosslessStringConvertible>(_ type: Number.Type) throws -> Number {
        if let text = plainText() {
            if Self.isDecimal(text), let value = Number(text), value.isFinite { return value }
            if text.lowercased().hasSuffix(".inf") || text.lowercased() == ".nan" || Self.isDecimal(text) {
                throw mismatch(expected: "a finite number", hint: "write a number of pixels, such as 60")
            }
        }
        throw mismatch(expected: "a number", hint: quotedHint(or: "write a number, such as 60"))
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
