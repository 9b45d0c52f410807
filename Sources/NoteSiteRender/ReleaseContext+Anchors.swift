import NoteSiteMustache
import NoteSiteContent
/// The ids of a release's features and change items on its pages, so that
/// a search result can lead to the item it found (docs/search.md).
extension ReleaseContext {
    func anchored(_ value: MustacheValue, _ anchor: String) -> MustacheValue {
        guard case .object(var fields) = value else { return value }
        fields["anchor"] = .string(anchor)
        return .object(fields)
    }

    func anchoredItems(_ value: MustacheValue, of list: ChangeList, version: String) -> MustacheValue {
        guard case .object(var fields) = value, case .list(let items)? = fields["items"] else { return value }
        fields["items"] = .list(items.enumerated().map { n, item in
            anchored(item, SearchDocument.changeAnchor(version: version, kind: list.kind, number: n + 1))
        })
        return .object(fields)
    }
}
