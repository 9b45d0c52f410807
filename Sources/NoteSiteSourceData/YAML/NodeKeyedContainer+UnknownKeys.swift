import NoteSiteDiagnostics
extension NodeKeyedContainer {
    /// Throws at the first key that `Key` cannot represent, suggesting the nearest known one.
    /// Keys set aside after an earlier error of the same file are passed over.
    func rejectUnknownKeys() throws {
        for pair in pairs {
            guard case .scalar(let name, _, let mark) = pair.key else {
                let error = YAMLError(path: decoder.path, mark: pair.key.mark, reason: .complexKey)
                throw decoder.state.note(error, at: decoder.keyPathText)
            }
            guard Key(stringValue: name) == nil else { continue }
            let keyPath = KeyPath.describe(codingPath + [AnyKey(name)])
            if decoder.state.isSkipping && decoder.state.isSkipped(keyPath) { continue }
            let known = Self.knownKeyNames()
            let container = codingPath.isEmpty ? nil : KeyPath.describe(codingPath)
            let error = YAMLError(path: decoder.path, mark: mark, reason: .unknownKey(
                name, container: container, suggestion: Suggestion.closest(to: name, among: known), known: known))
            throw decoder.state.note(error, at: keyPath)
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

/// A key known only by its text, for naming keys the model does not have.
package struct AnyKey: CodingKey {
    package let stringValue: String

    init(_ name: String) { stringValue = name }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }

    package var intValue: Int? { nil }
}
