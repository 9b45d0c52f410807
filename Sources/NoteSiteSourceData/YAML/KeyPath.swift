/// Names a value inside nested mappings and lists the same way in every
/// message: `features[2].title` (list indexes count from 0).
enum KeyPath {
    /// One step down into a mapping or a list.
    enum Component {
        case key(String)
        case index(Int)
    }

    /// `features[2].title` for `[.key("features"), .index(2), .key("title")]`.
    static func describe(_ components: some Sequence<Component>) -> String {
        var result = ""
        for component in components {
            switch component {
            case .key(let name):
                if !result.isEmpty { result += "." }
                result += name
            case .index(let index):
                result += "[\(index)]"
            }
        }
        return result
    }

    /// The same description for a decoder's coding path.
    static func describe(_ codingPath: [any CodingKey]) -> String {
        describe(codingPath.lazy.map(component(of:)))
    }

    /// The coding path step as a key or an index.
    static func component(of key: any CodingKey) -> Component {
        if let index = key as? ListIndex { return .index(index.index) }
        return .key(key.stringValue)
    }
}

/// The coding key of a list item; kept apart from string keys that merely look numeric.
struct ListIndex: CodingKey {
    let index: Int

    init(_ index: Int) { self.index = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.index = intValue }

    var stringValue: String { "\(index)" }
    var intValue: Int? { index }
}
