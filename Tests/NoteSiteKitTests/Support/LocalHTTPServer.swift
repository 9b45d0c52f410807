import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for the client tests: each
/// connection gets one answer from `respond`, and every request is kept.
final class LocalHTTPServer: @unchecked Sendable {
    struct Request: Sendable {
        var method: String
        var path: String
        /// Header names in lower case.
        var headers: [String: String]
    }

    struct Response: Sendable {
        var status: Int
        var headers: [String: String] = [:]
        var body: Data = Data()
        /// How long to wait before answering.
        var delay: TimeInterval = 0
    }

    let port: UInt16
    private let socket: Int32
    private let lock = NSLock()
    private var responder: @Sendable (Request) -> Response = { _ in Response(status: 404) }
    private var received: [Request] = []

    var url: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    /// Every request so far, in order.
    var requests: [Request] { lock.withLock { received } }

    init() throws {
        #if canImport(Glibc)
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else { close(fd); throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socket = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// Answers every following request with `respond`.
    func respond(_ respond: @escaping @Sendable (Request) -> Response) {
        lock.withLock { responder = respond }
    }

    /// Stops accepting; later requests are refused.
    func stop() {
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    private func acceptLoop() {
        while true {
            let client = accept(socket, nil, nil)
            guard client >= 0 else { return }
            Thread { [self] in serve(client) }.start()
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var buffer = [UInt8](repeating: 0, count: 8192)
        var head = Data()
        while !head.contains(Data("\r\n\r\n".utf8)) {
            let count = read(client, &buffer, buffer.count)
            guard count > 0 else { return }
            head.append(contentsOf: buffer[0..<count])
        }
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let start = lines[0].split(separator: " ").map(String.init)
        guard start.count >= 2 else { return }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let request = Request(method: start[0], path: start[1], headers: headers)
        let respond = lock.withLock {
            received.append(request)
            return responder
        }
        let response = respond(request)
        if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
        var text = "HTTP/1.1 \(response.status) Status\r\nConnection: close\r\n"
        if response.status != 304 { text += "Content-Length: \(response.body.count)\r\n" }
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        var bytes = Data((text + "\r\n").utf8)
        if response.status != 304 { bytes.append(response.body) }
        bytes.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let count = write(client, raw.baseAddress! + sent, raw.count - sent)
                if count <= 0 { return }
                sent += count
            }
        }
    }
}
