/// Reads a mapping; with `CaseIterable` keys, any key the model does not list is an error.
struct NodeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: NodeDecoder
    let pairs: [YAMLNode.Pair]

    init(decoder: NodeDecoder, pairs: [YAMLNode.Pair]) throws {
        self.decoder = decoder
        self.pairs = pairs
        if Key.self is any CaseIterable.Type { try rejectUnknownKeys() }
    }

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        pairs.compactMap { $0.key.scalarText.flatMap(Key.init(stringValue:)) }
    }

    func contains(_ key: Key) -> Bool { value(for: key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { value(for: key)?.isNull ?? true }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).decodeBool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).decodeString() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).decodeFloat(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key).decodeFloat(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decodeInteger(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).decodeInteger(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).decodeInteger(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).decodeInteger(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).decodeInteger(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).decodeInteger(type) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try child(key).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { decoder }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.child(value(for: key) ?? .empty(at: decoder.node.mark), at: key)
    }

    /// Keys are few per mapping, so a linear scan beats building a dictionary.
    /// A value set aside after an earlier error counts as absent.
    private func value(for key: Key) -> YAMLNode? {
        let name = key.stringValue
        for pair in pairs where pair.key.scalarText == name {
            if decoder.state.isSkipping && isSkipped(key) { return nil }
            return pair.value
        }
        return nil
    }

    private func isSkipped(_ key: Key) -> Bool {
        decoder.state.isSkipped(KeyPath.describe(codingPath + [key]))
    }

    private func child(_ key: Key) throws -> NodeDecoder {
        guard let value = value(for: key) else {
            // Its own error was reported; the missing key would only repeat it.
            if decoder.state.isSkipping && isSkipped(key) { throw SkippedValue(keyPath: decoder.keyPathText) }
            let keyPath = KeyPath.describe(codingPath + [key])
            let error = YAMLError(path: decoder.path, mark: decoder.node.mark,
                                  reason: .missingKey(keyPath, name: key.stringValue))
            throw decoder.state.note(error, at: decoder.keyPathText)
        }
        return decoder.child(value, at: key)
    }
}
