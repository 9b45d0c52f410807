#if os(Linux)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// `write(2)`, named through its module: inside a type that has a `write`
/// method of its own the bare name would mean that method.
enum FileDescriptorWrite {
    /// Writes up to `count` bytes from `base` to `fd`; the number written, or
    /// -1 with `errno` set.
    @inline(__always)
    static func write(_ fd: Int32, _ base: UnsafeRawPointer, _ count: Int) -> Int {
        #if os(Linux)
        Glibc.write(fd, base, count)
        #elseif canImport(Darwin)
        Darwin.write(fd, base, count)
        #endif
    }
}
