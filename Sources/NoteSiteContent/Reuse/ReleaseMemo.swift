import Foundation

/// Something made from one release by an earlier build in this process
/// (`serve`), kept by a key and given back while the release is unchanged.
/// What a pass did not ask for is dropped when the pass ends, so versions
/// removed from the site do not stay in memory.
///
/// Its functions are inlinable, so that a module that keeps its values in
/// one is given a copy specialised for them: across modules the generic
/// one costs a call through a table per release.
package final class ReleaseMemo<Value: Sendable>: @unchecked Sendable {
    @usableFromInline let lock = NSLock()
    @usableFromInline var kept: [String: (release: Release, value: Value)] = [:]
    /// The keys asked for since the last `endPass()`.
    @usableFromInline var asked: Set<String> = []

    package init() {}

    /// The value kept for `key` if it was made from a release equal to
    /// `release`, else one made now and kept. An unchanged value stays where
    /// it is, so a server does not allocate it again among each build's
    /// garbage.
    @inlinable package func value(for key: String, release: Release, make: () -> Value) -> Value {
        let earlier = lock.withLock {
            asked.insert(key)
            return kept[key]
        }
        if let earlier, earlier.release == release { return earlier.value }
        let value = make()
        lock.withLock { kept[key] = (release, value) }
        return value
    }

    /// For each of `items`, the value kept for its key if it was made from
    /// an equal release, else nil; one lock for all of them, for a caller
    /// that asks for every release of a site and makes the missing ones
    /// itself (`keep`).
    @inlinable package func kept(_ items: [(key: String, release: Release)]) -> [Value?] {
        let earlier = lock.withLock {
            Self.mark(items.lazy.map(\.key), in: &asked)
            let kept = kept
            return items.map { kept[$0.key] }
        }
        return zip(items, earlier).map { item, earlier in
            earlier.flatMap { $0.release == item.release ? $0.value : nil }
        }
    }

    /// Keeps values made for `items` in the pass now running.
    @inlinable package func keep(_ items: [(key: String, release: Release, value: Value)]) {
        lock.withLock { Self.put(items, into: &kept) }
    }

    /// Drops what the pass now ending did not ask for.
    @inlinable package func endPass() {
        lock.withLock {
            if kept.count != asked.count {
                for key in kept.keys.filter({ !asked.contains($0) }) { kept[key] = nil }
            }
            asked = []
        }
    }

    /// Everything kept, for `SavedMemory`.
    @inlinable package var entries: [(key: String, release: Release, value: Value)] {
        lock.withLock { kept.map { ($0.key, $0.value.release, $0.value.value) } }
    }

    /// Keeps `entries` as if the pass now running had made them.
    @inlinable package func restore(_ entries: [(key: String, release: Release, value: Value)]) {
        lock.withLock {
            kept.reserveCapacity(kept.count + entries.count)
            asked.reserveCapacity(asked.count + entries.count)
            Self.put(entries, into: &kept)
            Self.mark(entries.lazy.map(\.key), in: &asked)
        }
    }

    // The tables are changed by functions that take them `inout`: each
    // access to a class's stored property is checked for exclusivity, and
    // so is checked once per call instead of once per release of a site.

    @inlinable static func put(_ items: [(key: String, release: Release, value: Value)],
                            into kept: inout [String: (release: Release, value: Value)]) {
        for item in items { kept[item.key] = (item.release, item.value) }
    }

    @inlinable static func mark(_ keys: some Sequence<String>, in asked: inout Set<String>) {
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
