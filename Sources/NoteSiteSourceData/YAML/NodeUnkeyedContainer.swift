/// Reads a list item by item.
struct NodeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: NodeDecoder
    let items: [YAMLNode]
    /// Each item's index in the file's list, when items set aside after an
    /// earlier error were left out, so later messages keep the file's numbering.
    private let fileIndexes: [Int]?
    private(set) var currentIndex = 0

    init(decoder: NodeDecoder, items: [YAMLNode]) {
        self.decoder = decoder
        guard decoder.state.isSkipping else {
            self.items = items
            fileIndexes = nil
            return
        }
        let kept = items.indices.filter { index in
            !decoder.state.isSkipped(KeyPath.describe(decoder.codingPath + [ListIndex(index)]))
        }
        self.items = kept.map { items[$0] }
        fileIndexes = kept
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    mutating func decodeNil() throws -> Bool {
        guard try peek().isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next().decodeBool() }
    mutating func decode(_ type: String.Type) throws -> String { try next().decodeString() }
    mutating func decode(_ type: Double.Type) throws -> Double { try next().decodeFloat(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next().decodeFloat(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next().decodeInteger(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().decodeInteger(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().decodeInteger(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().decodeInteger(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().decodeInteger(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next().decodeInteger(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().decodeInteger(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().decodeInteger(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().decodeInteger(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().decodeInteger(type) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try next() }

    private func peek() throws -> YAMLNode {
        guard !isAtEnd else {
            let key = KeyPath.describe(codingPath)
            let expected = "at least \(items.count + 1) item\(items.isEmpty ? "" : "s")"
            let error = YAMLError(path: decoder.path, mark: decoder.node.mark,
                                  reason: .typeMismatch(key: key.isEmpty ? nil : key, expected: expected,
                                                        found: "only \(items.count)", hint: nil))
            throw decoder.state.note(error, at: key)
        }
        return items[currentIndex]
    }

    private mutating func next() throws -> NodeDecoder {
        let node = try peek()
        defer { currentIndex += 1 }
        return decoder.child(node, at: ListIndex(fileIndexes?[currentIndex] ?? currentIndex))
    }
}
