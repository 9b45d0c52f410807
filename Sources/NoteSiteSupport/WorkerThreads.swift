import Foundation

/// Threads that stay for the life of the process and take one task at a
/// time. A thread that ends leaves its allocator's pages behind, and the
/// holes later freed in them are never filled again: a `serve` process that
/// started new threads for every rebuild grew by about a fifth over a
/// hundred edits (bench/serve/README.md). Every task gets a thread at once,
/// an idle one or a new one, so tasks that wait on other tasks cannot
/// starve each other.
final class WorkerThreads: @unchecked Sendable {
    static let shared = WorkerThreads()

    private final class Worker: @unchecked Sendable {
        let wake = DispatchSemaphore(value: 0)
        var task: (@Sendable () -> Void)?
    }

    private let lock = NSLock()
    private var idle: [Worker] = []

    /// Runs `task` on a thread of its own.
    func run(_ task: @escaping @Sendable () -> Void) {
        let worker: Worker? = lock.withLock { idle.popLast() }
        if let worker {
            worker.task = task
            worker.wake.signal()
            return
        }
        let fresh = Worker()
        fresh.task = task
        let thread = Thread { [self] in loop(fresh) }
        // Deep templates and nested content recurse; the main thread's size.
        thread.stackSize = 8 << 20
        thread.start()
    }

    private func loop(_ worker: Worker) {
        while true {
            worker.task?()
            worker.task = nil
            lock.withLock { idle.append(worker) }
            worker.wake.wait()
        }
    }
}
