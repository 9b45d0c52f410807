#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C (SIGINT) and SIGTERM stop `serve`: they are blocked in every
/// thread and taken by `wait`, so the server stops in one place, in order.
enum StopSignal {
    /// Call before any thread starts, so that every thread inherits the mask.
    static func prepare() {
        var set = stopSet
        pthread_sigmask(SIG_BLOCK, &set, nil)
        // A client that disconnects mid-response must not end the process.
        signal(SIGPIPE, SIG_IGN)
    }

    /// Waits for SIGINT or SIGTERM; returns which came.
    static func wait() -> Int32 {
        var set = stopSet
        var received: Int32 = 0
        while sigwait(&set, &received) != 0 {}
        return received
    }

    private static var stopSet: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        return set
    }
}
