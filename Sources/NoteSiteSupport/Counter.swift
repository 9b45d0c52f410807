import Foundation

/// A thread-safe counter for progress.
package final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    package init() {}

    package func increment() -> Int { add(1) }

    package func add(_ amount: Int) -> Int { lock.withLock { value += amount; return value } }

    package var count: Int { lock.withLock { value } }
}
