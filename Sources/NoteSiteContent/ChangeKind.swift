/// Keep a Changelog's six types of change (docs/content.md), in the order pages list them.
public enum ChangeKind: String, Sendable, Hashable, CaseIterable {
    case added, changed, deprecated, removed, fixed, security
}

/// The changes of one type in a release: each an inline Markdown text, or
/// a paragraph with a nested list (`InlineText.isBlock`).
public struct ChangeList: Sendable, Hashable {
    public var kind: ChangeKind
    public var items: [InlineText]
    /// Each item's platforms (`{text, platforms}` items), by position; empty
    /// when no item names any. An item with none is for every platform.
    public var itemPlatforms: [[String]] = []

    public init(kind: ChangeKind, items: [InlineText], itemPlatforms: [[String]] = []) {
        self.kind = kind
        self.items = items
        self.itemPlatforms = itemPlatforms.allSatisfy(\.isEmpty) ? [] : itemPlatforms
    }

    /// The platforms the item at `index` names; empty for every platform.
    public func platforms(ofItem index: Int) -> [String] {
        index < itemPlatforms.count ? itemPlatforms[index] : []
    }
}
