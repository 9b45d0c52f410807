/// A version's changes by Keep a Changelog type; a type that is absent has no items.
public struct NoteChanges: Codable, Sendable, Equatable {
    /// A Keep a Changelog change type, in the order pages list them.
    public enum Kind: String, CaseIterable, Sendable {
        case added, changed, deprecated, removed, fixed, security
    }

    public var added: [ChangeItem]?
    public var changed: [ChangeItem]?
    public var deprecated: [ChangeItem]?
    public var removed: [ChangeItem]?
    public var fixed: [ChangeItem]?
    public var security: [ChangeItem]?

    public init(added: [ChangeItem]? = nil, changed: [ChangeItem]? = nil, deprecated: [ChangeItem]? = nil,
                removed: [ChangeItem]? = nil, fixed: [ChangeItem]? = nil, security: [ChangeItem]? = nil) {
        self.added = added
        self.changed = changed
        self.deprecated = deprecated
        self.removed = removed
        self.fixed = fixed
        self.security = security
    }

    /// The items of one type, empty when it has none.
    public subscript(kind: Kind) -> [ChangeItem] {
        switch kind {
        case .added: added ?? []
        case .changed: changed ?? []
        case .deprecated: deprecated ?? []
        case .removed: removed ?? []
        case .fixed: fixed ?? []
        case .security: security ?? []
        }
    }

    /// Every item, type by type in the order added, changed, deprecated, removed, fixed, security.
    public var allItems: [(kind: Kind, item: ChangeItem)] {
        Kind.allCases.flatMap { kind in self[kind].map { (kind, $0) } }
    }
}
