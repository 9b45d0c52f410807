/// Assembles parser events into a `YAMLNode` tree, rejecting duplicate keys
/// as they arrive so the error can name the whole key path.
struct TreeBuilder {
    private struct Frame {
        let isMapping: Bool
        let mark: YAMLNode.Mark
        var items: [YAMLNode] = []
        var pairs: [YAMLNode.Pair] = []
        var pendingKey: YAMLNode?
        /// Key text to line, built only for large mappings where a linear scan would be slow.
        var keyLines: [String: Int]?
    }

    private static let indexThreshold = 32
    /// The deepest nesting of lists and mappings a file may have. notesite's
    /// own keys need five levels; the bound keeps every later walk over the
    /// tree (decoding, comparing, freeing) shallow, whatever a file holds.
    static let maximumDepth = 256

    let path: String
    private var stack: [Frame] = []
    /// The finished document, once its outermost node has ended.
    private(set) var root: YAMLNode?

    init(path: String) {
        self.path = path
    }

    /// Opens a mapping or sequence at `mark`; throws past `maximumDepth` levels.
    mutating func open(mapping: Bool, at mark: YAMLNode.Mark) throws {
        guard stack.count < Self.maximumDepth else {
            throw YAMLError(path: path, mark: mark, reason: .tooDeep(limit: Self.maximumDepth))
        }
        stack.append(Frame(isMapping: mapping, mark: mark))
    }

    /// Closes the innermost open collection and adds it to its parent.
    mutating func close() throws {
        guard let frame = stack.popLast() else { return }
        let node: YAMLNode = frame.isMapping ? .mapping(frame.pairs, frame.mark) : .sequence(frame.items, frame.mark)
        try add(node)
    }

    /// Adds a finished node to the innermost open collection (as a key or a value in a mapping).
    mutating func add(_ node: YAMLNode) throws {
        guard let top = stack.indices.last else {
            root = node
            return
        }
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return
        }
        guard let key = stack[top].pendingKey else {
            try checkNewKey(node, in: top)
            stack[top].pendingKey = node
            return
        }
        stack[top].pairs.append(YAMLNode.Pair(key: key, value: node))
        stack[top].pendingKey = nil
    }

    private mutating func checkNewKey(_ key: YAMLNode, in top: Int) throws {
        guard case .scalar(let text, _, let mark) = key else {
            throw YAMLError(path: path, mark: key.mark, reason: .complexKey)
        }
        if let firstLine = firstLine(ofKey: text, in: top) {
            let keyPath = KeyPath.describe(componentsToTop() + [.key(text)])
            throw YAMLError(path: path, mark: mark, reason: .duplicateKey(keyPath, firstLine: firstLine))
        }
        let count = stack[top].pairs.count
        if count >= Self.indexThreshold {
            if stack[top].keyLines == nil {
                var lines: [String: Int] = [:]
                for pair in stack[top].pairs { if let t = pair.key.scalarText { lines[t] = pair.key.mark.line } }
                stack[top].keyLines = lines
            }
            stack[top].keyLines?[text] = mark.line
        }
    }

    private func firstLine(ofKey text: String, in top: Int) -> Int? {
        if let lines = stack[top].keyLines { return lines[text] }
        for pair in stack[top].pairs where pair.key.scalarText == text {
            return pair.key.mark.line
        }
        return nil
    }

    /// The key path of the innermost open collection.
    private func componentsToTop() -> [KeyPath.Component] {
        stack.dropLast().map { frame in
            frame.isMapping ? .key(frame.pendingKey?.scalarText ?? "?") : .index(frame.items.count)
        }
    }
}
