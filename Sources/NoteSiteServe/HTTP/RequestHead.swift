/// The request line and headers of one HTTP/1.x request.
struct RequestHead: Equatable, Sendable {
    var method: String
    /// The request target as sent: `/path?query`.
    var target: String
    /// `HTTP/1.0` or `HTTP/1.1`.
    var version: String
    /// Header names lower-cased, in the order sent.
    var headers: [(name: String, value: String)]

    /// The first value of header `name` (lower-case).
    func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    /// The target's path, before any `?`.
    var path: Substring { target.prefix { $0 != "?" } }

    /// The target's query, after the first `?`.
    var query: Substring { target.firstIndex(of: "?").map { target[target.index(after: $0)...] } ?? "" }

    /// Whether the client wants the connection kept open after the response.
    var keepsAlive: Bool {
        let connection = header("connection")?.lowercased() ?? ""
        return version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
    }

    /// Whether the request announces a body, which a GET or HEAD preview
    /// never reads: the connection is closed after answering instead.
    var hasBody: Bool {
        header("transfer-encoding") != nil || (header("content-length").flatMap { Int($0) } ?? 0) > 0
    }

    static func == (a: RequestHead, b: RequestHead) -> Bool {
        a.method == b.method && a.target == b.target && a.version == b.version
            && a.headers.map(\.name) == b.headers.map(\.name) && a.headers.map(\.value) == b.headers.map(\.value)
    }
}

extension RequestHead {
    /// Limits on what a client may send before the server answers.
    struct Limits: Sendable {
        /// The request line's bytes; longer gets 414.
        var line = 8 * 1024
        /// The whole head's bytes; longer gets 431.
        var head = 32 * 1024
        /// The number of header lines; more gets 431.
        var headerCount = 100
    }

    /// What the bytes received so far amount to.
    enum Scan: Equatable {
        case needMore
        /// The head ends after `end` bytes (the blank line included).
        case complete(end: Int)
        case refused(HTTPStatus)
    }

    /// Finds the end of the head in `bytes`, or says which limit it broke.
    static func scan(_ bytes: [UInt8], limits: Limits = Limits()) -> Scan {
        let newline = UInt8(ascii: "\n")
        guard let firstBreak = bytes.firstIndex(of: newline) else {
            return bytes.count > limits.line ? .refused(.uriTooLong) : .needMore
        }
        if firstBreak > limits.line { return .refused(.uriTooLong) }
        var lines = 1
        var index = firstBreak + 1
        while index < bytes.count {
            guard let lineEnd = bytes[index...].firstIndex(of: newline) else { break }
            let length = lineEnd - index
            if length == 0 || (length == 1 && bytes[index] == UInt8(ascii: "\r")) {
                return lineEnd + 1 > limits.head ? .refused(.headerTooLarge) : .complete(end: lineEnd + 1)
            }
            lines += 1
            if lines - 1 > limits.headerCount { return .refused(.headerTooLarge) }
            index = lineEnd + 1
        }
        return bytes.count > limits.head ? .refused(.headerTooLarge) : .needMore
    }

    /// Parses a complete head (as found by `scan`).
    static func parse(_ bytes: ArraySlice<UInt8>) throws(HTTPStatus) -> RequestHead {
        // Lines are split on bytes: as Characters, "\r\n" is one unit.
        var lines: [Substring] = []
        for raw in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let line = raw.last == UInt8(ascii: "\r") ? raw.dropLast() : raw
            guard let text = String(validating: line, as: UTF8.self) else { throw .badRequest }
            lines.append(Substring(text))
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first else { throw .badRequest }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(\.isLetter) else { throw .badRequest }
        let version = String(parts[2])
        guard version.hasPrefix("HTTP/") else { throw .badRequest }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { throw .versionNotSupported }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            // Folded continuation lines are obsolete (RFC 9112 §5.2) and refused.
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                  line.first != " ", line.first != "\t" else { throw .badRequest }
            let name = line[..<colon]
            guard !name.contains(" "), !name.contains("\t") else { throw .badRequest }
            let value = line[line.index(after: colon)...].trimmed(of: " \t")
            headers.append((name.lowercased(), value))
        }
        return RequestHead(method: String(parts[0]), target: String(parts[1]), version: version, headers: headers)
    }
}

extension StringProtocol {
    /// The text without leading and trailing characters from `set`.
    func trimmed(of set: String) -> String {
        let start = firstIndex { !set.contains($0) } ?? endIndex
        let end = lastIndex { !set.contains($0) }.map { index(after: $0) } ?? start
        return start < end ? String(self[start..<end]) : ""
    }
}
