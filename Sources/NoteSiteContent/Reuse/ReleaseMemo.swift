import Foundation

/// Something made from one release by an earlier build in this process
/// (`serve`), kept by a key and given back while the release is unchanged.
/// What a pass did not ask for is dropped when the pass ends, so versions
/// removed from the site do not stay in memory.
package final class ReleaseMemo<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [String: (release: Release, value: Value)] = [:]
    /// The keys asked for since the last `endPass()`.
    private var asked: Set<String> = []

    package init() {}

    /// The value kept for `key` if it was made from a release equal to
    /// `release`, else one made now and kept. An unchanged value stays where
    /// it is, so a server does not allocate it again among each build's
    /// garbage.
    package func value(for key: String, release: Release, make: () -> Value) -> Value {
        let earlier = lock.withLock {
            asked.insert(key)
            return kept[key]
        }
        if let earlier, earlier.release == release { return earlier.value }
        let value = make()
        lock.withLock { kept[key] = (release, value) }
        return value
    }

    /// Everything kept, by key, with `keys` marked as asked for in the pass
    /// now running: one lock for a caller that asks for every release of a
    /// site, compares them itself, and makes the missing ones (`keep`).
    ///
    /// This and `table` hand over the whole table rather than work through
    /// it here: a generic class used from another module is not
    /// specialised there, and went through a table of functions for each
    /// of 10,000 releases; the caller's own loop is.
    package func table(asking keys: [String]) -> [String: (release: Release, value: Value)] {
        lock.withLock {
            Self.mark(keys, in: &asked)
            return kept
        }
    }

    /// Everything kept, by key (`SavedMemory`).
    package var table: [String: (release: Release, value: Value)] { lock.withLock { kept } }

    /// Keeps `table` as if the pass now running had made it.
    package func restore(table: [String: (release: Release, value: Value)]) {
        lock.withLock {
            if kept.isEmpty { kept = table } else { kept.merge(table) { _, restored in restored } }
            asked.formUnion(table.keys)
        }
    }

    /// Keeps values made for `items` in the pass now running.
    package func keep(_ items: [(key: String, release: Release, value: Value)]) {
        lock.withLock { Self.put(items, into: &kept) }
    }

    /// Drops what the pass now ending did not ask for.
    package func endPass() {
        lock.withLock {
            if kept.count != asked.count {
                for key in kept.keys.filter({ !asked.contains($0) }) { kept[key] = nil }
            }
            asked = []
        }
    }

    // The tables are changed by functions that take them `inout`: each
    // access to a class's stored property is checked for exclusivity, and
    // so is checked once per call instead of once per release of a site.

    private static func put(_ items: [(key: String, release: Release, value: Value)],
                            into kept: inout [String: (release: Release, value: Value)]) {
        for item in items { kept[item.key] = (item.release, item.value) }
    }

    private static func mark(_ keys: [String], in asked: inout Set<String>) {
        for key in keys { asked.insert(key) }
    }

    /// Drops everything, when what the values were made against changed.
    func removeAll() {
        lock.withLock {
            kept = [:]
            asked = []
        }
    }
}
