import Foundation

extension MustacheValue {
    /// Converts loosely typed data (`[String: Any]`, arrays, strings, numbers,
    /// booleans, `NSNull` or `nil`, nested) into a value; anything else
    /// becomes `.null`.
    public init(any value: Any?) {
        guard let value else {
            self = .null
            return
        }
        // Exact Swift types first: a Swift `Int` also matches `as? NSNumber`,
        // and an `NSNumber` holding 1 also matches `as? Bool`.
        switch ObjectIdentifier(type(of: value)) {
        case ObjectIdentifier(Bool.self): self = .bool(value as? Bool ?? false)
        case ObjectIdentifier(Int.self): self = .int(value as? Int ?? 0)
        case ObjectIdentifier(Double.self): self = .double(value as? Double ?? 0)
        default: self = Self.convert(value)
        }
    }

    private static func convert(_ value: Any) -> MustacheValue {
        switch value {
        case let converted as MustacheValue: converted
        case let text as String: .string(text)
        case let text as Substring: .string(String(text))
        case let number as NSNumber: convert(number)
        case let fields as [String: Any?]: .object(fields.mapValues { MustacheValue(any: $0) })
        case let items as [Any?]: .list(items.map { MustacheValue(any: $0) })
        case let url as URL: .string(url.absoluteString)
        case is NSNull: .null
        default: unwrapOptional(value)
        }
    }

    /// `Any` can hide an `Optional` that the casts above do not unwrap.
    private static func unwrapOptional(_ value: Any) -> MustacheValue {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return .null }
        return MustacheValue(any: mirror.children.first?.value)
    }

    /// Foundation boxes JSON booleans and numbers alike; the type encoding
    /// (`c` for booleans) tells them apart.
    private static func convert(_ number: NSNumber) -> MustacheValue {
        switch String(cString: number.objCType) {
        case "c": .bool(number.boolValue)
        case "f", "d": .double(number.doubleValue)
        case "Q" where number.uint64Value > UInt64(Int.max): .double(number.doubleValue)
        default: .int(number.intValue)
        }
    }
}
