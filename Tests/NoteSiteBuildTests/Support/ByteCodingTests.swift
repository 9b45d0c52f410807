import Testing
@testable import NoteSiteSupport

@Suite struct ByteCodingTests {
    @Test("the bytes before a closing text are all that is left, and only when that text closes them")
    func restBeforeTrailer() throws {
        var w = ByteWriter()
        w.string("head")
        w.unsigned(300)
        w.raw([1, 2, 3])
        w.string("end 1")
        var r = ByteReader(w.bytes)
        #expect(try r.string() == "head")
        var inner = try r.rest(before: "end 1")
        #expect(r.atEnd)
        #expect(try inner.unsigned() == 300 && Array(try inner.raw()) == [1, 2, 3] && inner.atEnd)
        for other in ["end 2", "nd 1", "a longer closing text than all of it"] {
            var wrong = ByteReader(w.bytes)
            _ = try wrong.string()
            #expect((try? wrong.rest(before: other)) == nil, "\(other)")
        }
    }
}
