/// One HTTP response: status, headers and body. A response for HEAD keeps
/// its `Content-Length` and drops the body when serialised.
struct Response: Sendable {
    var status: HTTPStatus
    var headers: [(String, String)] = []
    var body: [UInt8] = []
    /// Server-Sent Events: the head is sent without a length and the
    /// connection then belongs to the reload channel.
    var isEventStream = false

    init(status: HTTPStatus, contentType: String? = nil, body: [UInt8] = []) {
        self.status = status
        self.body = body
        if let contentType { headers.append(("Content-Type", contentType)) }
    }

    /// A short plain-text answer, for errors that have no page.
    static func text(_ status: HTTPStatus, _ message: String) -> Response {
        Response(status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
    }

    /// A redirect to `location`.
    static func redirect(_ status: HTTPStatus, to location: String) -> Response {
        var response = Response.text(status, "See \(location)")
        response.headers.append(("Location", location))
        return response
    }

    /// The status line and headers; the body follows unless `headOnly`.
    func serialized(keepAlive: Bool, headOnly: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if isEventStream {
            head += "Cache-Control: no-store\r\nConnection: keep-alive\r\n\r\n"
            return Array(head.utf8)
        }
        head += "Content-Length: \(body.count)\r\n"
        head += "X-Content-Type-Options: nosniff\r\n"
        head += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
        var bytes = Array(head.utf8)
        if !headOnly && status != .notModified { bytes += body }
        return bytes
    }
}
