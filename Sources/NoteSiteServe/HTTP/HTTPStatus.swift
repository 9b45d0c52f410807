/// The HTTP status codes the preview server answers with.
struct HTTPStatus: Error, Equatable, Sendable {
    let code: Int
    let reason: String

    static let ok = HTTPStatus(code: 200, reason: "OK")
    static let partialContent = HTTPStatus(code: 206, reason: "Partial Content")
    static let movedPermanently = HTTPStatus(code: 301, reason: "Moved Permanently")
    static let found = HTTPStatus(code: 302, reason: "Found")
    static let notModified = HTTPStatus(code: 304, reason: "Not Modified")
    static let badRequest = HTTPStatus(code: 400, reason: "Bad Request")
    static let notFound = HTTPStatus(code: 404, reason: "Not Found")
    static let methodNotAllowed = HTTPStatus(code: 405, reason: "Method Not Allowed")
    static let requestTimeout = HTTPStatus(code: 408, reason: "Request Timeout")
    static let uriTooLong = HTTPStatus(code: 414, reason: "URI Too Long")
    static let rangeNotSatisfiable = HTTPStatus(code: 416, reason: "Range Not Satisfiable")
    static let headerTooLarge = HTTPStatus(code: 431, reason: "Request Header Fields Too Large")
    static let serviceUnavailable = HTTPStatus(code: 503, reason: "Service Unavailable")
    static let versionNotSupported = HTTPStatus(code: 505, reason: "HTTP Version Not Supported")
}
