import Testing
@testable import NoteSiteServe

@Suite("Byte ranges for video")
struct ByteRangeTests {
    @Test("single ranges select bytes; others are unsatisfiable or ignored", arguments: [
        ("bytes=0-9", 100, Optional(Optional(0...9))),
        ("bytes=90-", 100, Optional(Optional(90...99))),
        ("bytes=-10", 100, Optional(Optional(90...99))),
        ("bytes=95-200", 100, Optional(Optional(95...99))),
        ("bytes=100-", 100, Optional(Optional<ClosedRange<Int>>.none)),
        ("bytes=0-1,5-6", 100, Optional<Optional<ClosedRange<Int>>>.none),
        ("items=0-1", 100, Optional<Optional<ClosedRange<Int>>>.none),
        ("bytes=9-3", 100, Optional<Optional<ClosedRange<Int>>>.none),
    ])
    func parse(header: String, size: Int, expected: ClosedRange<Int>??) {
        #expect(ByteRange.parse(header, size: size) == expected)
    }

    @Test("a partial response says which bytes it holds")
    func partial() {
        let response = ByteRange.respond(to: "bytes=2-4", bytes: Array(0..<10), contentType: "video/mp4")
        #expect(response.status == .partialContent)
        #expect(response.body == [2, 3, 4])
        #expect(response.headers.contains { $0.0 == "Content-Range" && $0.1 == "bytes 2-4/10" })
        #expect(ByteRange.respond(to: "bytes=20-", bytes: Array(0..<10), contentType: "video/mp4").status == .rangeNotSatisfiable)
    }
}
