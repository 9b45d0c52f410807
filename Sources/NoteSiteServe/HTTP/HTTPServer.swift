import Foundation

/// A small HTTP/1.1 server for a loopback preview: one thread accepts, and
/// each connection gets a thread of its own, so a slow client or a held-open
/// event stream never keeps another request waiting.
final class HTTPServer: @unchecked Sendable {
    /// Makes the response to one request.
    typealias Handler = @Sendable (RequestHead) -> Response
    /// Takes over a connection after an event-stream head was sent; returns
    /// when the client is gone.
    typealias StreamHandler = @Sendable (ClientSocket, RequestHead) -> Void

    let socket: ListeningSocket
    private let handler: Handler
    private let streamHandler: StreamHandler
    private let limits: RequestHead.Limits
    /// Seconds a client may take to send a request head, or to read a response.
    private let timeout: Int
    private let active = ActiveCount()
    /// Connections beyond this get 503 at once rather than a thread each.
    static let maxConnections = 1024

    init(socket: ListeningSocket, timeout: Int = 10, limits: RequestHead.Limits = .init(),
         handler: @escaping Handler, streamHandler: @escaping StreamHandler) {
        self.socket = socket
        self.timeout = timeout
        self.limits = limits
        self.handler = handler
        self.streamHandler = streamHandler
    }

    /// Starts accepting on a thread of its own.
    func start() {
        let thread = Thread { [self] in
            while let fd = socket.accept() {
                let client = ClientSocket(fd: fd, timeout: timeout)
                guard active.enter(limit: Self.maxConnections) else {
                    client.write(Response.text(.serviceUnavailable, "Too many connections").serialized(keepAlive: false, headOnly: false))
                    client.close()
                    continue
                }
                let worker = Thread { [self] in
                    serve(client)
                    client.close()
                    active.leave()
                }
                worker.stackSize = 512 * 1024
                worker.start()
            }
        }
        thread.start()
    }

    func stop() { socket.close() }

    /// Answers requests on one connection until it closes.
    private func serve(_ client: ClientSocket) {
        var buffer: [UInt8] = []
        while true {
            let head: RequestHead
            switch readHead(client, &buffer) {
            case .none: return
            case .failure(let status):
                client.write(Response.text(status, status.reason).serialized(keepAlive: false, headOnly: false))
                return
            case .success(let parsed): head = parsed
            }
            let response = handler(head)
            if response.isEventStream {
                guard client.write(response.serialized(keepAlive: true, headOnly: false)) else { return }
                streamHandler(client, head)
                return
            }
            let keepAlive = head.keepsAlive && !head.hasBody
            let sent = client.write(response.serialized(keepAlive: keepAlive, headOnly: head.method == "HEAD"))
            if !sent || !keepAlive { return }
        }
    }

    /// Reads the next request head; `nil` when the client closed or went quiet
    /// between requests.
    private func readHead(_ client: ClientSocket, _ buffer: inout [UInt8]) -> Result<RequestHead, HTTPStatus>? {
        let deadline = Date().addingTimeInterval(TimeInterval(timeout))
        while true {
            switch RequestHead.scan(buffer, limits: limits) {
            case .refused(let status): return .failure(status)
            case .complete(let end):
                defer { buffer.removeFirst(end) }
                do { return .success(try RequestHead.parse(buffer[..<end])) } catch { return .failure(error) }
            case .needMore:
                // A client trickling bytes (one every few seconds) must not
                // hold its thread forever: the whole head has one deadline.
                if Date() > deadline { return buffer.isEmpty ? nil : .failure(.requestTimeout) }
                let n = client.read(into: &buffer)
                if n <= 0 { return buffer.isEmpty || n == 0 ? nil : .failure(.requestTimeout) }
            }
        }
    }
}

/// How many connections are open.
private final class ActiveCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func enter(limit: Int) -> Bool {
        lock.withLock {
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    func leave() { lock.withLock { count -= 1 } }
}
