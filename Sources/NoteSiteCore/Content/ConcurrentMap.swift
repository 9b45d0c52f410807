import Dispatch
import Foundation

/// Maps an array on all cores, keeping the order.
enum ConcurrentMap {
    static func map<T, R>(_ items: [T], _ transform: (T) -> R) -> [R] {
        if items.count < 2 { return items.map(transform) }
        let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        let workers = min(items.count, max(1, ProcessInfo.processInfo.activeProcessorCount) * 2)
        let chunk = (items.count + workers - 1) / workers
        withoutActuallyEscaping(transform) { transform in
            nonisolated(unsafe) let transform = transform
            nonisolated(unsafe) let results = results
            nonisolated(unsafe) let items = items
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                let start = worker * chunk
                let end = min(items.count, start + chunk)
                guard start < end else { return }
                for i in start..<end { results[i] = transform(items[i]) }
            }
        }
        return results.compactMap { $0 }
    }
}
