/// Writes a model's fields into an object node.
struct KeyedValueContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) { node.set(.value(.null), forKey: key.stringValue) }
    mutating func encode(_ value: Bool, forKey key: Key) { node.set(.value(.bool(value)), forKey: key.stringValue) }
    mutating func encode(_ value: String, forKey key: Key) { node.set(.value(.string(value)), forKey: key.stringValue) }
    mutating func encode(_ value: Int, forKey key: Key) { node.set(.value(.int(value)), forKey: key.stringValue) }
    mutating func encode(_ value: Double, forKey key: Key) { node.set(.value(.double(value)), forKey: key.stringValue) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let slot = try MustacheEncoder.value(of: value, at: codingPath + [key])
        node.set(.value(slot), forKey: key.stringValue)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let child = EncodingNode()
        child.becomeObject()
        node.set(.node(child), forKey: key.stringValue)
        return KeyedEncodingContainer(KeyedValueContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = EncodingNode()
        child.becomeList()
        node.set(.node(child), forKey: key.stringValue)
        return UnkeyedValueContainer(node: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        makeSuperEncoder(for: PathKey("super"))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        makeSuperEncoder(for: key)
    }

    private func makeSuperEncoder(for key: any CodingKey) -> any Encoder {
        let child = EncodingNode()
        node.set(.node(child), forKey: key.stringValue)
        return ValueEncoder(node: child, codingPath: codingPath + [key])
    }
}

/// Writes a model's elements into a list node.
struct UnkeyedValueContainer: UnkeyedEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    var count: Int { node.count }

    mutating func encodeNil() { node.append(.value(.null)) }
    mutating func encode(_ value: Bool) { node.append(.value(.bool(value))) }
    mutating func encode(_ value: String) { node.append(.value(.string(value))) }
    mutating func encode(_ value: Int) { node.append(.value(.int(value))) }
    mutating func encode(_ value: Double) { node.append(.value(.double(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        node.append(.value(try MustacheEncoder.value(of: value, at: codingPath + [PathKey(count)])))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = EncodingNode()
        child.becomeObject()
        let path = codingPath + [PathKey(count)]
        node.append(.node(child))
        return KeyedEncodingContainer(KeyedValueContainer<NestedKey>(node: child, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = EncodingNode()
        child.becomeList()
        let path = codingPath + [PathKey(count)]
        node.append(.node(child))
        return UnkeyedValueContainer(node: child, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let child = EncodingNode()
        let path = codingPath + [PathKey(count)]
        node.append(.node(child))
        return ValueEncoder(node: child, codingPath: path)
    }
}

/// Writes a single value in place of the node's content.
struct SingleValueContainer: SingleValueEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() { node.content = .single(.null) }
    mutating func encode(_ value: Bool) { node.content = .single(.bool(value)) }
    mutating func encode(_ value: String) { node.content = .single(.string(value)) }
    mutating func encode(_ value: Int) { node.content = .single(.int(value)) }
    mutating func encode(_ value: Double) { node.content = .single(.double(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        node.content = .single(try MustacheEncoder.value(of: value, at: codingPath))
    }
}

/// A coding key made up while encoding: a list index, or `super`.
struct PathKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ index: Int) {
        stringValue = String(index)
        intValue = index
    }

    init(_ name: String) {
        stringValue = name
        intValue = nil
    }

    init?(intValue: Int) { self.init(intValue) }
    init?(stringValue: String) { self.init(stringValue) }
}
