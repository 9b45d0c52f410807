#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The templates of a library as one thread renders them: a copy of its
/// own, made the first time the thread renders from that library.
///
/// Rendering reads every node's strings and arrays, and reading them
/// retains them. When several threads render pages from the same parsed
/// templates at once, every retain and release writes to counts that the
/// other cores hold too, and that traffic took a fifth of a 10,000-version
/// build's time on two cores (docs/architecture.md, "Rendering"). Nodes
/// that no other thread touches keep those counts in the thread's own cache.
enum TemplateReplicas {
    /// Who a library is, for as long as one of its copies is alive.
    final class Identity: Sendable {}

    /// How many libraries a thread keeps copies of: a build uses one per
    /// language, and `serve` makes new ones as templates are edited.
    static let kept = 8

    private final class Copies {
        var entries: [(owner: Identity, templates: [String: Template])] = []
    }

    /// Nil when the system has no key left: then every thread renders
    /// from the shared templates, slower but the same.
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        #if canImport(Darwin)
        let made = pthread_key_create(&key) { Unmanaged<AnyObject>.fromOpaque($0).release() }
        #else
        let made = pthread_key_create(&key) { if let copies = $0 { Unmanaged<AnyObject>.fromOpaque(copies).release() } }
        #endif
        return made == 0 ? key : nil
    }()

    /// This thread's copy of `templates`, the library known as `owner`.
    static func local(_ templates: [String: Template], of owner: Identity) -> [String: Template] {
        guard let key else { return templates }
        let copies: Copies
        if let stored = pthread_getspecific(key) {
            copies = Unmanaged<Copies>.fromOpaque(stored).takeUnretainedValue()
        } else {
            copies = Copies()
            pthread_setspecific(key, Unmanaged.passRetained(copies).toOpaque())
        }
        if let i = copies.entries.lastIndex(where: { $0.owner === owner }) {
            // The last used stays longest.
            if i != copies.entries.count - 1 { copies.entries.append(copies.entries.remove(at: i)) }
            return copies.entries[copies.entries.count - 1].templates
        }
        let made = templates.reduce(into: [String: Template]()) { $0[$1.key.replica] = $1.value.replica }
        if copies.entries.count == kept { copies.entries.removeFirst() }
        copies.entries.append((owner, made))
        return made
    }
}

extension Template {
    /// A copy that shares no storage that rendering reads with this one
    /// (the references, read only when a library is checked, are shared).
    var replica: Template { Template(name: name.replica, path: path.replica, nodes: nodes.map(\.replica), references: references, sizeHint: sizeHint) }
}

extension TemplateNode {
    var replica: TemplateNode {
        switch self {
        case .text(let text): .text(text.replica)
        case .lineStart: .lineStart
        case .variable(let path, let escaped): .variable(path.replica, escaped: escaped)
        case .section(let path, let children, let inverted): .section(path.replica, children.map(\.replica), inverted: inverted)
        case .partial(let target, let indent): .partial(target.replica, indent: indent?.replica)
        case .parent(let target, let arguments, let indent):
            .parent(target.replica, arguments: arguments.reduce(into: [:]) { $0[$1.key.replica] = $1.value.map(\.replica) },
                    indent: indent?.replica)
        case .block(let name, let defaults, let indent): .block(name.replica, defaults.map(\.replica), indent: indent?.replica)
        }
    }
}

extension VariablePath {
    var replica: VariablePath { VariablePath(parts: parts.map(\.replica)) }
}

extension TemplateTarget {
    var replica: TemplateTarget {
        switch self {
        case .named(let name): .named(name.replica)
        case .dynamic(let path): .dynamic(path.replica)
        }
    }
}

extension String {
    /// The same text in storage of its own (short strings have none to share).
    var replica: String { String(decoding: Array(utf8), as: UTF8.self) }
}
