extension MustacheValue: Decodable {
    /// Reads any JSON-like document (JSON, property lists) as a value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .int(number)
        } else if let number = try? container.decode(Double.self) {
            self = .double(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let items = try? container.decode([MustacheValue].self) {
            self = .list(items)
        } else {
            self = .object(try container.decode([String: MustacheValue].self))
        }
    }
}

extension MustacheValue: Encodable {
    /// Writes the value back as the JSON-like structure it stands for.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .int(let number): try container.encode(number)
        case .double(let number): try container.encode(number)
        case .bool(let flag): try container.encode(flag)
        case .null: try container.encodeNil()
        case .list(let items): try container.encode(items)
        case .object(let fields): try container.encode(fields)
        }
    }
}
