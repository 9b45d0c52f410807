extension Decoder {
    /// The YAML node being decoded, when this is notesite's YAML decoder.
    public var yamlNode: YAMLNode? {
        (self as? NodeDecoder)?.node
    }

    /// The coding path as notesite names keys in messages: `features[2].title`.
    public var keyPath: String {
        KeyPath.describe(codingPath)
    }

    /// An error located at the value being decoded, for a model's `init(from:)`:
    /// `throw decoder.error("…", hint: "…")`. Other decoders get a `DecodingError`.
    public func error(_ message: String, hint: String? = nil) -> any Error {
        if let decoder = self as? NodeDecoder {
            return decoder.state.note(YAMLError(path: decoder.path, mark: decoder.node.mark,
                                                  reason: .invalidValue(message: message, hint: hint)),
                                        at: decoder.keyPathText)
        }
        let description = hint.map { "\(message) (\($0))" } ?? message
        return DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: description))
    }
}
