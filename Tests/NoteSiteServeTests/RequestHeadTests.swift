import Testing
@testable import NoteSiteServe

@Suite("Request heads: finding their end, limits, parsing")
struct RequestHeadTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("a complete head ends after its blank line, CRLF or bare LF")
    func scanFindsEnd() {
        let crlf = "GET / HTTP/1.1\r\nHost: x\r\n\r\nrest"
        #expect(RequestHead.scan(bytes(crlf)) == .complete(end: crlf.utf8.count - 4))
        let lf = "GET / HTTP/1.1\nHost: x\n\n"
        #expect(RequestHead.scan(bytes(lf)) == .complete(end: lf.utf8.count))
        #expect(RequestHead.scan(bytes("GET / HTTP/1.1\r\nHost: x\r\n")) == .needMore)
        #expect(RequestHead.scan([]) == .needMore)
    }

    @Test("an over-long request line is 414, before or after its line break")
    func longLine() {
        let limits = RequestHead.Limits(line: 64, head: 1024, headerCount: 10)
        let target = String(repeating: "a", count: 100)
        #expect(RequestHead.scan(bytes("GET /\(target)"), limits: limits) == .refused(.uriTooLong))
        #expect(RequestHead.scan(bytes("GET /\(target) HTTP/1.1\r\n\r\n"), limits: limits) == .refused(.uriTooLong))
    }

    @Test("too many or too large headers are 431")
    func largeHeaders() {
        let limits = RequestHead.Limits(line: 64, head: 256, headerCount: 3)
        let many = "GET / HTTP/1.1\r\n" + String(repeating: "X-A: b\r\n", count: 4) + "\r\n"
        #expect(RequestHead.scan(bytes(many), limits: limits) == .refused(.headerTooLarge))
        let big = "GET / HTTP/1.1\r\nX-Big: " + String(repeating: "b", count: 300)
        #expect(RequestHead.scan(bytes(big), limits: limits) == .refused(.headerTooLarge))
    }

    @Test("parsing gives method, target, version and lower-cased headers")
    func parses() throws {
        let text = "HEAD /driftwood/feed.xml?x=1 HTTP/1.1\r\nHost: 127.0.0.1:4400\r\nIf-None-Match:  \"abc\" \r\nConnection: close\r\n\r\n"
        let head = try RequestHead.parse(ArraySlice(bytes(text)))
        #expect(head.method == "HEAD")
        #expect(head.target == "/driftwood/feed.xml?x=1")
        #expect(head.path == "/driftwood/feed.xml")
        #expect(head.query == "x=1")
        #expect(head.header("host") == "127.0.0.1:4400")
        #expect(head.header("if-none-match") == "\"abc\"")
        #expect(!head.keepsAlive)
    }

    @Test("keep-alive follows the version and the Connection header")
    func keepAlive() throws {
        #expect(try RequestHead.parse(ArraySlice(bytes("GET / HTTP/1.1\r\n\r\n"))).keepsAlive)
        #expect(try !RequestHead.parse(ArraySlice(bytes("GET / HTTP/1.0\r\n\r\n"))).keepsAlive)
        #expect(try RequestHead.parse(ArraySlice(bytes("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n"))).keepsAlive)
    }

    @Test("malformed heads are refused with their status", arguments: [
        ("GET /\r\n\r\n", 400),
        ("GET / HTTP/1.1 extra\r\n\r\n", 400),
        ("GET / HTTP/2.0\r\n\r\n", 505),
        ("GET / FTP/1.0\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nNoColon\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\n folded: x\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nBad Name: x\r\n\r\n", 400),
        ("G3T / HTTP/1.1\r\n\r\n", 400),
        ("GET /\u{FF} HTTP/1.1\r\n\r\n", 400),
    ])
    func refused(text: String, code: Int) {
        var raw = Array(text.utf8)
        if text.contains("\u{FF}") { raw = Array("GET /".utf8) + [0xFF] + Array(" HTTP/1.1\r\n\r\n".utf8) }
        #expect(throws: HTTPStatus.self) { try RequestHead.parse(ArraySlice(raw)) }
        do { _ = try RequestHead.parse(ArraySlice(raw)) } catch { #expect(error.code == code) }
    }
}
