import Dispatch
import Foundation

/// Maps an array on all cores, keeping the order.
enum ConcurrentMap {
    /// Each worker takes the next unclaimed item when it is free, so one slow
    /// item (notes.json, say) holds up only the worker that has it; put the
    /// slowest items first to finish soonest.
    static func map<T, R>(_ items: [T], _ transform: (T) -> R) -> [R] {
        if items.count < 2 { return items.map(transform) }
        let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
        results.initialize(repeating: nil)
        defer {
            results.deinitialize()
            results.deallocate()
        }
        let workers = min(items.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        let cursor = Cursor(end: items.count)
        withoutActuallyEscaping(transform) { transform in
            nonisolated(unsafe) let transform = transform
            nonisolated(unsafe) let results = results
            nonisolated(unsafe) let items = items
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let i = cursor.next() { results[i] = transform(items[i]) }
            }
        }
        return results.compactMap { $0 }
    }

    /// Hands out the indices `0..<end`, each once.
    private final class Cursor: @unchecked Sendable {
        private let lock = NSLock()
        private var index = 0
        private let end: Int

        init(end: Int) { self.end = end }

        func next() -> Int? {
            lock.withLock {
                guard index < end else { return nil }
                defer { index += 1 }
                return index
            }
        }
    }
}
