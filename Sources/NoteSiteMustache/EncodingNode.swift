/// What one encoder or container has written so far. A reference, because
/// nested containers and super encoders keep writing after they are handed out.
final class EncodingNode {
    /// A finished value, or a node that may still be written to.
    enum Slot {
        case value(MustacheValue)
        case node(EncodingNode)

        var value: MustacheValue {
            switch self {
            case .value(let value): value
            case .node(let node): node.value
            }
        }
    }

    enum Content {
        case single(MustacheValue)
        case object([String: Slot])
        case list([Slot])
    }

    var content = Content.single(.null)

    /// The value written, with nested nodes resolved.
    var value: MustacheValue {
        switch content {
        case .single(let value): value
        case .object(let fields): .object(fields.mapValues(\.value))
        case .list(let items): .list(items.map(\.value))
        }
    }

    /// Keeps fields already written when a model asks for its keyed container twice.
    func becomeObject() {
        if case .object = content { return }
        content = .object([:])
    }

    func becomeList() {
        if case .list = content { return }
        content = .list([])
    }

    func set(_ slot: Slot, forKey key: String) {
        guard case .object(var fields) = content else { return }
        content = .single(.null)  // drop the reference so the dictionary is mutated in place
        fields[key] = slot
        content = .object(fields)
    }

    func append(_ slot: Slot) {
        guard case .list(var items) = content else { return }
        content = .single(.null)
        items.append(slot)
        content = .list(items)
    }

    var count: Int {
        switch content {
        case .single: 0
        case .object(let fields): fields.count
        case .list(let items): items.count
        }
    }
}
