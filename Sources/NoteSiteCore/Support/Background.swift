import Foundation

/// One piece of work run on another thread while the caller goes on, its
/// result collected with `wait()`.
final class Background<Result: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result?

    init(_ work: @escaping @Sendable () -> Result) {
        WorkerThreads.shared.run { [self] in
            result = work()
            done.signal()
        }
    }

    /// The work's result, once it has finished.
    func wait() -> Result {
        done.wait()
        // For the next call, if any.
        done.signal()
        return result!
    }
}
