#if canImport(Glibc)
import Glibc
private let streamType = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
import Darwin
private let streamType = SOCK_STREAM
#endif

/// A TCP socket listening on one address and port (POSIX sockets).
final class ListeningSocket: @unchecked Sendable {
    enum Failure: Error, Equatable {
        /// Not a numeric IPv4 or IPv6 address.
        case badAddress
        /// Another program listens there.
        case busy
        case other(String)
    }

    private let fd: Int32
    /// The port listened on (the one the system chose, for port 0).
    let port: UInt16
    /// The address as given.
    let address: String

    init(address: String, port: UInt16) throws(Failure) {
        var storage = sockaddr_storage()
        let length: socklen_t
        let family: Int32
        let host = address == "localhost" ? "127.0.0.1" : address
        var v4 = sockaddr_in()
        var v6 = sockaddr_in6()
        if inet_pton(AF_INET, host, &v4.sin_addr) == 1 {
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = port.bigEndian
            #if canImport(Darwin)
            v4.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
            #endif
            withUnsafeBytes(of: v4) { bytes in withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: bytes) } }
            length = socklen_t(MemoryLayout<sockaddr_in>.size)
            family = AF_INET
        } else if inet_pton(AF_INET6, host.trimmingBrackets, &v6.sin6_addr) == 1 {
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = port.bigEndian
            #if canImport(Darwin)
            v6.sin6_len = UInt8(MemoryLayout<sockaddr_in6>.size)
            #endif
            withUnsafeBytes(of: v6) { bytes in withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: bytes) } }
            length = socklen_t(MemoryLayout<sockaddr_in6>.size)
            family = AF_INET6
        } else {
            throw .badAddress
        }
        let fd = socket(family, streamType, 0)
        guard fd >= 0 else { throw .other(String(cString: strerror(errno))) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        // Lets a restarted server take its port back from connections still in
        // TIME_WAIT; a port another program listens on stays refused.
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0, listen(fd, 512) == 0 else {
            let code = errno
            closeDescriptor(fd)
            throw code == EADDRINUSE ? .busy : .other(String(cString: strerror(code)))
        }
        var actual = sockaddr_storage()
        var actualLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &actualLength) }
        }
        self.port = withUnsafeBytes(of: actual) { bytes in
            // sin_port and sin6_port sit at the same offset, after the family.
            UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: 2, as: UInt16.self))
        }
        self.fd = fd
        self.address = address
    }

    /// Waits for the next connection; `nil` once the socket is closed.
    func accept() -> Int32? {
        while true {
            let client = acceptConnection(fd)
            if client >= 0 {
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                return client
            }
            if errno == EINTR || errno == ECONNABORTED || errno == EMFILE || errno == ENFILE {
                if errno == EMFILE || errno == ENFILE { usleep(10_000) }
                continue
            }
            return nil
        }
    }

    /// Stops listening; a thread waiting in `accept` returns `nil`.
    func close() {
        shutdown(fd, Int32(SHUT_RDWR))
        closeDescriptor(fd)
    }

    /// `host:port` as typed in a browser's address bar.
    var authority: String {
        address.contains(":") && !address.hasPrefix("[") ? "[\(address)]:\(port)" : "\(address):\(port)"
    }
}

private extension String {
    var trimmingBrackets: String {
        hasPrefix("[") && hasSuffix("]") ? String(dropFirst().dropLast()) : self
    }
}

/// The C calls whose Swift names the methods above shadow.
private func closeDescriptor(_ fd: Int32) { _ = close(fd) }
private func acceptConnection(_ fd: Int32) -> Int32 { accept(fd, nil, nil) }
