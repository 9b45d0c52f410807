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

    /// For each of `items`, the value kept for its key if it was made from
    /// an equal release, else nil; one lock for all of them, for a caller
    /// that asks for every release of a site and makes the missing ones
    /// itself (`keep`).
    package func kept(_ items: [(key: String, release: Release)]) -> [Value?] {
        let earlier = lock.withLock {
            // Through locals: each access to a class's stored property is
            // checked for exclusivity, and a site has thousands of items.
            let kept = kept
            var asked = takeAsked()
            defer { self.asked = asked }
            return items.map { item -> (release: Release, value: Value)? in
                asked.insert(item.key)
                return kept[item.key]
            }
        }
        return zip(items, earlier).map { item, earlier in
            earlier.flatMap { $0.release == item.release ? $0.value : nil }
        }
    }

    /// Keeps values made for `items` in the pass now running.
    package func keep(_ items: [(key: String, release: Release, value: Value)]) {
        lock.withLock {
            var kept = takeKept()
            defer { self.kept = kept }
            for item in items { kept[item.key] = (item.release, item.value) }
        }
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

    /// Everything kept, for `SavedMemory`.
    package var entries: [(key: String, release: Release, value: Value)] {
        lock.withLock { kept.map { ($0.key, $0.value.release, $0.value.value) } }
    }

    /// Keeps `entries` as if the pass now running had made them.
    package func restore(_ entries: [(key: String, release: Release, value: Value)]) {
        lock.withLock {
            var (kept, asked) = (takeKept(), takeAsked())
            defer { (self.kept, self.asked) = (kept, asked) }
            for entry in entries {
                kept[entry.key] = (entry.release, entry.value)
                asked.insert(entry.key)
            }
        }
    }

    /// The table, left empty here so that the caller changes it in place.
    private func takeKept() -> [String: (release: Release, value: Value)] {
        var taken: [String: (release: Release, value: Value)] = [:]
        swap(&taken, &kept)
        return taken
    }

    private func takeAsked() -> Set<String> {
        var taken: Set<String> = []
        swap(&taken, &asked)
        return taken
    }

    /// Drops everything, when what the values were made against changed.
    func removeAll() {
        lock.withLock {
            kept = [:]
            asked = []
        }
    }
}
