import Foundation

/// One piece of work run on another thread while the caller goes on, its
/// result collected with `wait()`.
package final class Background<Result: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result?

    package init(_ work: @escaping @Sendable () -> Result) {
        WorkerThreads.shared.run { [self] in
            result = work()
            done.signal()
        }
    }

    /// The work's result, once it has finished.
    package func wait() -> Result {
        done.wait()
        // For the next call, if any.
        done.signal()
        return result!
    }
}
