import Foundation

/// Turns any `Encodable` model into a `MustacheValue` directly, without a
/// JSON round trip: page models are encoded once per page on the hot path.
///
/// Dates become ISO 8601 text, URLs their absolute string, `nil` optionals
/// are left out (so they read as missing, hence falsy).
public struct MustacheEncoder: Sendable {
    public init() {}

    /// The value `model` encodes to.
    public func encode(_ model: some Encodable) throws -> MustacheValue {
        try Self.value(of: model, at: [])
    }

    /// Encodes one value, taking shortcuts for the types that need no container.
    static func value<T: Encodable>(of model: T, at codingPath: [any CodingKey]) throws -> MustacheValue {
        switch model {
        case let value as MustacheValue: return value
        case let text as String: return .string(text)
        case let number as Int: return .int(number)
        case let flag as Bool: return .bool(flag)
        case let number as Double: return .double(number)
        case let date as Date: return .string(date.formatted(.iso8601))
        case let url as URL: return .string(url.absoluteString)
        // The other number types reach here (containers forward them), and
        // sending them back through `encode(to:)` would loop.
        case let number as any BinaryInteger: return Int(exactly: number).map(MustacheValue.int) ?? .double(Double(number))
        case let number as any BinaryFloatingPoint: return .double(Double(number))
        default:
            let node = EncodingNode()
            try model.encode(to: ValueEncoder(node: node, codingPath: codingPath))
            return node.value
        }
    }
}

/// The `Encoder` handed to models; it writes into one `EncodingNode`.
struct ValueEncoder: Encoder {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(KeyedValueContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeList()
        return UnkeyedValueContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(node: node, codingPath: codingPath)
    }
}
