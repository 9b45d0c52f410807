/// The data a template renders: the JSON-like values Mustache understands.
public enum MustacheValue: Sendable, Hashable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    case list([MustacheValue])
    case object([String: MustacheValue])

    /// Whether a section over this value renders: false, null, an empty list
    /// and an empty string do not; everything else, `0` included, does.
    public var isTruthy: Bool {
        switch self {
        case .bool(let flag): flag
        case .null: false
        case .list(let items): !items.isEmpty
        case .string(let text): !text.isEmpty
        case .int, .double, .object: true
        }
    }

    /// The value stored under `key` when this is an object.
    public subscript(key: String) -> MustacheValue? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }
}

extension MustacheValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByNilLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }
    public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }

    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
