/// A `Decoder` over one `YAMLNode`; every error it throws is a located `YAMLError`.
struct NodeDecoder: Decoder {
    let node: YAMLNode
    let path: String
    let codingPath: [any CodingKey]

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// A decoder for a child node, one key or index further down.
    func child(_ node: YAMLNode, at key: any CodingKey) -> NodeDecoder {
        NodeDecoder(node: node, path: path, codingPath: codingPath + [key])
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try NodeKeyedContainer<Key>(decoder: self, pairs: pairs()))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        NodeUnkeyedContainer(decoder: self, items: try items())
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        NodeSingleValueContainer(decoder: self)
    }

    /// The pairs of a mapping; an empty value counts as an empty mapping.
    private func pairs() throws -> [YAMLNode.Pair] {
        if case .mapping(let pairs, _) = node { return pairs }
        if node.isNull { return [] }
        throw mismatch(expected: "a mapping")
    }

    /// The items of a list; an empty value counts as an empty list.
    private func items() throws -> [YAMLNode] {
        if case .sequence(let items, _) = node { return items }
        if node.isNull { return [] }
        throw mismatch(expected: "a list")
    }

    /// The error for a node of the wrong kind, naming its key path.
    func mismatch(expected: String, hint: String? = nil) -> YAMLError {
        let key = codingPath.isEmpty ? nil : KeyPath.describe(codingPath)
        return YAMLError(path: path, mark: node.mark,
                         reason: .typeMismatch(key: key, expected: expected, found: node.foundDescription, hint: hint))
    }
}
