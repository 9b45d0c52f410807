import NoteSiteDiagnostics
import NoteSiteSourceData
/// Validates `notesite.yml` reporting every problem at once. `SiteConfig`
/// stops at the first value it rejects; that value is then taken out of the
/// file as read and the rest validated again, as the decoder does with
/// values it cannot read (docs/command-line.md, diagnostics).
enum SiteConfigCheck {
    /// At most this many passes, as the decoder reports at most so many problems.
    static let passLimit = 50

    /// The configuration and the file's problems; the defaults when the file has any.
    static func load(_ root: YAMLNode, path: String) throws -> (SiteConfig, [Diagnostic]) {
        let decoded = try YAMLDecoder().decodeReportingUnknownKeys(SiteConfigSource.self, from: root, path: path)
        var problems = decoded.unknownKeys.map(\.diagnostic)
        var source = decoded.value
        var node = root
        for _ in 0..<passLimit {
            do {
                let config = try SiteConfig(source, path: path)
                return (problems.isEmpty ? config : SiteConfig(), problems)
            } catch {
                problems.append(error.diagnostic)
                // Without the value at fault the file must still decode; if not, what follows would be noise.
                guard let line = error.diagnostic.line, let column = error.diagnostic.column,
                      let rest = node.removing(at: YAMLNode.Mark(line: line, column: column)),
                      let next = try? YAMLDecoder().decodeReportingUnknownKeys(SiteConfigSource.self, from: rest, path: path)
                else { break }
                node = rest
                source = next.value
            }
        }
        return (SiteConfig(), problems)
    }
}

extension YAMLNode {
    /// The node without the mapping entry or list item written at `mark`
    /// (its key or its value); nil when nothing is written there.
    func removing(at mark: Mark) -> YAMLNode? {
        switch self {
        case .scalar:
            return nil
        case .mapping(var pairs, let own):
            if let index = pairs.firstIndex(where: { $0.key.mark == mark || $0.value.mark == mark }) {
                pairs.remove(at: index)
                return .mapping(pairs, own)
            }
            for index in pairs.indices {
                if let value = pairs[index].value.removing(at: mark) {
                    pairs[index].value = value
                    return .mapping(pairs, own)
                }
            }
            return nil
        case .sequence(var items, let own):
            if let index = items.firstIndex(where: { $0.mark == mark }) {
                items.remove(at: index)
                return .sequence(items, own)
            }
            for index in items.indices {
                if let item = items[index].removing(at: mark) {
                    items[index] = item
                    return .sequence(items, own)
                }
            }
            return nil
        }
    }
}
