#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One accepted connection. Every read and write has a time limit, so a
/// client that stops sending or reading holds only its own thread, and only
/// for that long.
final class ClientSocket: @unchecked Sendable {
    let fd: Int32
    private let lock = NSLock()
    private var closed = false

    init(fd: Int32, timeout seconds: Int) {
        self.fd = fd
        var limit = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Reads what has arrived into `buffer`; 0 at the end of the stream,
    /// -1 on an error or when the read time limit passed.
    func read(into buffer: inout [UInt8], max: Int = 16 * 1024) -> Int {
        let start = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: max))
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress! + start, max, 0) }
            if n < 0 && errno == EINTR { continue }
            buffer.removeLast(max - Swift.max(n, 0))
            return n
        }
    }

    /// Writes all of `bytes`; `false` when the client is gone or stopped reading.
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { send(all: $0, flags: 0) }
    }

    /// Writes `bytes` only if they fit without waiting; `false` otherwise,
    /// for the reload channel, which must never wait on one client.
    func writeWithoutWaiting(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { send(all: $0, flags: Int32(MSG_DONTWAIT)) }
    }

    private func send(all buffer: UnsafeRawBufferPointer, flags: Int32) -> Bool {
        var sent = 0
        #if canImport(Glibc)
        let flags = flags | Int32(MSG_NOSIGNAL)
        #endif
        while sent < buffer.count {
            let n = systemSend(fd, buffer.baseAddress! + sent, buffer.count - sent, flags)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            sent += n
        }
        return true
    }

    /// Ends the connection without releasing the descriptor, which the
    /// connection's own thread still reads from and closes: a descriptor
    /// closed elsewhere could be reused by the next connection under it.
    func shutDown() {
        shutdown(fd, Int32(SHUT_RDWR))
    }

    /// Closes the connection once; only the connection's own thread calls this.
    func close() {
        let first = lock.withLock { () -> Bool in
            defer { closed = true }
            return !closed
        }
        if first {
            shutdown(fd, Int32(SHUT_RDWR))
            systemClose(fd)
        }
    }
}

#if canImport(Glibc)
private func systemSend(_ fd: Int32, _ base: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int { Glibc.send(fd, base, count, flags) }
private func systemClose(_ fd: Int32) { _ = Glibc.close(fd) }
#elseif canImport(Darwin)
private func systemSend(_ fd: Int32, _ base: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int { Darwin.send(fd, base, count, flags) }
private func systemClose(_ fd: Int32) { _ = Darwin.close(fd) }
#endif
