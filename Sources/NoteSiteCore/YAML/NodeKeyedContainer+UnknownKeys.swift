extension NodeKeyedContainer {
    /// Throws at the first key that `Key` cannot represent, suggesting the nearest known one.
    func rejectUnknownKeys() throws {
        for pair in pairs {
            guard case .scalar(let name, _, let mark) = pair.key else {
                throw YAMLError(path: decoder.path, mark: pair.key.mark, reason: .complexKey)
            }
            guard Key(stringValue: name) == nil else { continue }
            let known = Self.knownKeyNames()
            let container = codingPath.isEmpty ? nil : KeyPath.describe(codingPath)
            throw YAMLError(path: decoder.path, mark: mark, reason: .unknownKey(
                name, container: container, suggestion: Suggestion.closest(to: name, among: known), known: known))
        }
    }

    /// The names of every key of `Key`, in declaration order; only computed on the error path.
    static func knownKeyNames() -> [String] {
        guard let iterable = Key.self as? any CaseIterable.Type else { return [] }
        return names(of: iterable)
    }

    private static func names<Keys: CaseIterable>(of type: Keys.Type) -> [String] {
        Keys.allCases.compactMap { ($0 as? any CodingKey)?.stringValue }
    }
}
