#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hands memory freed by a rebuild back to the system. A long-running
/// `serve` rebuilds the whole site again and again; allocators keep freed
/// pages for reuse, and without this the process would stay at the size of
/// its busiest rebuild. The notesite binary runs on mimalloc on Linux (found
/// by name, since only the executable links it), else glibc's malloc.
enum MemoryRelease {
    private typealias Collect = @convention(c) (Bool) -> Void
    private typealias Trim = @convention(c) (Int) -> Int32

    private static let collect: Collect? = symbol("mi_collect")
    private static let trim: Trim? = symbol("malloc_trim")

    static func afterBuild() {
        if let collect {
            collect(true)
        } else if let trim {
            _ = trim(0)
        }
    }

    private static func symbol<T>(_ name: String) -> T? {
        #if os(Linux)
        let handle = dlopen(nil, RTLD_NOW)
        #else
        let handle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #endif
        guard let address = dlsym(handle, name) else { return nil }
        return unsafeBitCast(address, to: T.self)
    }
}
