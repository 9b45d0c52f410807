import Dispatch
import Foundation

/// Maps an array on several threads, keeping the order.
package enum ConcurrentMap {
    /// One worker per core, for work that only computes.
    package static var cores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Each worker takes the next unclaimed item when it is free, so one slow
    /// item (notes.json, say) holds up only the worker that has it; put the
    /// slowest items first to finish soonest. `workers` may exceed the cores
    /// for work that waits on the disk: while one worker waits, another runs.
    /// `transform` is `@Sendable` and items and results `Sendable`, so the
    /// compiler checks that the threads share nothing unprotected.
    package static func map<T: Sendable, R: Sendable>(_ items: [T], workers: Int = cores, _ transform: @Sendable (T) -> R) -> [R] {
        let workers = min(items.count, max(1, workers))
        if workers < 2 { return items.map(transform) }
        let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
        results.initialize(repeating: nil)
        defer {
            results.deinitialize()
            results.deallocate()
        }
        let cursor = Cursor(end: items.count)
        // The threads reach the work through a box that is emptied before
        // `transform` stops being valid, so no thread keeps it past this call.
        let shared = SharedWork()
        withoutActuallyEscaping(transform) { transform in
            // Each index is written by one thread only, and read after all
            // have finished.
            nonisolated(unsafe) let results = results
            shared.work = {
                while let i = cursor.next() { results[i] = transform(items[i]) }
            }
            // The calling thread is one of the workers.
            let finished = DispatchGroup()
            for _ in 1..<workers {
                finished.enter()
                WorkerThreads.shared.run {
                    shared.run()
                    finished.leave()
                }
            }
            shared.run()
            finished.wait()
            shared.work = nil
        }
        return results.compactMap { $0 }
    }

    private final class SharedWork: @unchecked Sendable {
        var work: (() -> Void)?

        func run() { work?() }
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
