import NoteSiteDiagnostics
extension NodeDecoder {
    /// Decodes any `Decodable` from this node, turning the `DecodingError`s
    /// that models and the standard library throw into located errors.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        do {
            return try T(from: self)
        } catch let error as DecodingError {
            throw located(error, decoding: type)
        }
    }

    private func located<T>(_ error: DecodingError, decoding type: T.Type) -> YAMLError {
        let (codingPath, message) = Self.details(of: error)
        let target = descendant(at: codingPath.dropFirst(self.codingPath.count))
        // A string enum given a value it has no case for: name the allowed values.
        if case .dataCorrupted = error, target.codingPath.count == self.codingPath.count,
           let cases = Self.caseNames(of: type) {
            let found = target.node.scalarText ?? ""
            let suggestion = Suggestion.closest(to: found, among: cases)
            return target.mismatch(expected: "one of " + cases.joined(separator: ", "),
                                   hint: suggestion.map { "did you mean '\($0)'?" })
        }
        let key = KeyPath.describe(target.codingPath)
        let words = key.isEmpty ? message : "invalid value for '\(key)': \(message)"
        return state.note(YAMLError(path: path, mark: target.node.mark, reason: .invalidValue(message: words, hint: nil)),
                            at: key)
    }

    /// The deepest decoder along `keys` that still has a node (keys may run past the tree).
    private func descendant(at keys: ArraySlice<any CodingKey>) -> NodeDecoder {
        var current = self
        for key in keys {
            let next: YAMLNode?
            switch (current.node, key) {
            case (.sequence(let items, _), let index as ListIndex):
                next = items.indices.contains(index.index) ? items[index.index] : nil
            case (.mapping, _):
                next = current.node[key.stringValue]
            default:
                next = nil
            }
            guard let next else { break }
            current = current.child(next, at: key)
        }
        return current
    }

    private static func details(of error: DecodingError) -> ([any CodingKey], String) {
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context),
             .typeMismatch(_, let context), .valueNotFound(_, let context):
            return (context.codingPath, context.debugDescription)
        @unknown default:
            return ([], "\(error)")
        }
    }

    /// The raw values of a `String`-backed `CaseIterable` enum, or `nil` for other types.
    private static func caseNames<T>(of type: T.Type) -> [String]? {
        guard let enumType = type as? any (CaseIterable & RawRepresentable<String>).Type else { return nil }
        return rawValues(of: enumType)
    }

    private static func rawValues<E: CaseIterable & RawRepresentable<String>>(of type: E.Type) -> [String] {
        E.allCases.map(\.rawValue)
    }
}
