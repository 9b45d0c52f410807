/// A `Decoder` over one `YAMLNode`; every error it throws is a located `YAMLError`.
struct NodeDecoder: Decoder {
    let node: YAMLNode
    let path: String
    /// Shared by every decoder of one file.
    let state: DecodingState
    /// The last key of the coding path, linked to the ones before it. The
    /// path is only read for errors, so it is put together only then.
    private let last: PathLink?

    init(node: YAMLNode, path: String, state: DecodingState = DecodingState(isJSON: false)) {
        self.init(node: node, path: path, state: state, last: nil)
    }

    private init(node: YAMLNode, path: String, state: DecodingState, last: PathLink?) {
        self.node = node
        self.path = path
        self.state = state
        self.last = last
    }

    var codingPath: [any CodingKey] {
        var keys: [any CodingKey] = []
        var link = last
        while let current = link {
            keys.append(current.key)
            link = current.parent
        }
        return keys.reversed()
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// A decoder for a child node, one key or index further down.
    func child(_ node: YAMLNode, at key: any CodingKey) -> NodeDecoder {
        NodeDecoder(node: node, path: path, state: state, last: PathLink(key: key, parent: last))
    }

    private final class PathLink {
        let key: any CodingKey
        let parent: PathLink?

        init(key: any CodingKey, parent: PathLink?) {
            self.key = key
            self.parent = parent
        }
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

    /// The coding path as messages write it: `features[2].title`.
    var keyPathText: String { KeyPath.describe(codingPath) }

    /// The error for a node of the wrong kind, naming its key path.
    func mismatch(expected: String, hint: String? = nil) -> YAMLError {
        let keyPath = keyPathText
        let found = state.isJSON ? node.jsonFoundDescription : node.foundDescription
        let error = YAMLError(path: path, mark: node.mark, reason: .typeMismatch(
            key: keyPath.isEmpty ? nil : keyPath, expected: expected, found: found, hint: hint))
        return state.note(error, at: keyPath)
    }
}
