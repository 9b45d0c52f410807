/// A decoded value with the 1-based line and column it was written at, so a
/// model can report a semantic problem (a bad version, a bad color) in place.
public struct Located<Value: Decodable>: Decodable {
    /// The decoded value itself.
    public var value: Value
    /// 1-based line of the value; `nil` when decoded by a decoder that does not track positions.
    public var line: Int?
    /// 1-based column of the value, with `line`.
    public var column: Int?

    /// A value with a known (or unknown) position.
    public init(_ value: Value, line: Int? = nil, column: Int? = nil) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// Decodes the value and records where the decoder found it.
    public init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Value.self)
        let mark = decoder.yamlNode?.mark
        line = mark?.line
        column = mark?.column
    }

    /// A located error about this value, for checks made after decoding.
    public func error(_ message: String, hint: String? = nil, path: String) -> YAMLError {
        YAMLError(path: path, line: line, column: column, reason: .invalidValue(message: message, hint: hint))
    }
}

extension Located: Encodable where Value: Encodable {
    /// Encodes only the value: positions belong to the source, not the output.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
