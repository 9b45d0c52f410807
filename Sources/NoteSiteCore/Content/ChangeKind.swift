/// Keep a Changelog's six types of change (SPEC §2), in the order pages list them.
public enum ChangeKind: String, Sendable, Hashable, CaseIterable {
    case added, changed, deprecated, removed, fixed, security
}

/// The changes of one type in a release: each an inline Markdown text, or
/// a paragraph with a nested list (`InlineText.isBlock`).
public struct ChangeList: Sendable, Hashable {
    public var kind: ChangeKind
    public var items: [InlineText]

    public init(kind: ChangeKind, items: [InlineText]) {
        self.kind = kind
        self.items = items
    }
}
