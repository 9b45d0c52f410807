import Dispatch
import Foundation

/// What a build does when it is told to stop (Ctrl-C, SIGTERM, SIGHUP):
/// remove what it made, leave the previous output, and exit 128 + the
/// signal's number. A signal that arrives while the output is being
/// exchanged waits for the exchange, so the output is then the complete new
/// one. SIGXFSZ (`ulimit -f`) is ignored, so that a file too large fails its
/// write with an error that the build reports.
public enum Interruption {
    /// Installs the handlers; call once, before a build, in a program that
    /// writes output.
    public static func install() {
        registry.install()
    }

    /// Runs `cleanup` if a signal stops the process before `remove(_:)`.
    static func onSignal(_ cleanup: @escaping @Sendable () -> Void) -> Int {
        registry.add(cleanup)
    }

    static func remove(_ token: Int) {
        registry.remove(token)
    }

    /// Runs `body` with signals held back until it returns.
    static func uninterrupted<T>(_ body: () throws(OutputError) -> T) throws(OutputError) -> T {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        return try body()
    }

    private static let registry = Registry()

    private final class Registry: @unchecked Sendable {
        let lock = NSRecursiveLock()
        private var cleanups: [Int: @Sendable () -> Void] = [:]
        private var next = 0
        private var sources: [any DispatchSourceSignal] = []

        func install() {
            lock.withLock {
                guard sources.isEmpty else { return }
                signal(SIGXFSZ, SIG_IGN)
                for number in [SIGINT, SIGTERM, SIGHUP] {
                    // The default action would end the process at once; the
                    // source hears the signal instead and cleans up first.
                    signal(number, SIG_IGN)
                    let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                    source.setEventHandler { [unowned self] in self.stop(number) }
                    source.resume()
                    sources.append(source)
                }
            }
        }

        func add(_ cleanup: @escaping @Sendable () -> Void) -> Int {
            lock.withLock {
                next += 1
                cleanups[next] = cleanup
                return next
            }
        }

        func remove(_ token: Int) {
            lock.withLock { _ = cleanups.removeValue(forKey: token) }
        }

        private func stop(_ number: Int32) {
            lock.lock()
            for cleanup in cleanups.values { cleanup() }
            _exit(128 + number)
        }
    }
}
