import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSupport

@Suite struct SHA256Tests {
    // FIPS 180-4 examples and the empty message.
    @Test("matches the published digests", arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func digests(input: String, expected: String) {
        #expect(SHA256.hex(of: Array(input.utf8)) == expected)
        #expect(Array(input.utf8).withUnsafeBytes { SHA256.portableHex(of: $0) } == expected)
    }

    /// Bytes `(i * 7 + 3) mod 256`; the digests come from Python's hashlib.
    static func pattern(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 * 7 + 3) }
    }

    // Lengths around the padding boundaries: the length field fits in the
    // last block below 56 bytes and needs a block of its own from 56.
    @Test("pads messages at every block boundary", arguments: [
        (55, "e7313d333c272e639f790978283f9eb392e843d0f29b7016828bb1daa4aac70b"),
        (56, "4324d65f3c103567f5589c710bc08f8523f929a9272e3af36fc968e52abc6c27"),
        (63, "81c80242132f230c3bd41b3e63bbcff16107339549214a99614ff26664625055"),
        (64, "39e3d7b6b5d075d37d053ad89b24b41bef4f3c29760c84447cab3f3be1882241"),
        (119, "9ce7368e4daf32341631b492e80359dc9f594b48453cd0dd5bf0b19279cc177e"),
        (120, "7836b787757e95e58b3ca5aec90b1b004e8deba1e50e9675af9cabf1a13a04b5"),
        (128, "d2742f1f4ac6bb7ca2b239ee18402ba8b3f9f8e652d2a72973c2b9ba11c08cf6"),
    ])
    func boundaries(count: Int, expected: String) {
        let bytes = Self.pattern(count)
        #expect(bytes.withUnsafeBytes { SHA256.portableHex(of: $0) } == expected)
        #expect(SHA256.hex(of: bytes) == expected)
    }

    @Test("gives the same digest with or without the system library, at every length up to 300")
    func agreement() {
        for count in 0...300 {
            let bytes = Self.pattern(count)
            #expect(SHA256.hex(of: bytes) == bytes.withUnsafeBytes { SHA256.portableHex(of: $0) }, "length \(count)")
        }
    }

    @Test("hashes a slice without copying it first")
    func slices() {
        let bytes = Self.pattern(200)
        #expect(SHA256.hex(of: bytes[50..<150]) == SHA256.hex(of: Array(bytes[50..<150])))
    }

    @Test("handles a million bytes")
    func long() {
        let input = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256.hex(of: input) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        #expect(input.withUnsafeBytes { SHA256.portableHex(of: $0) } == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("gives the same digest fed in pieces, split anywhere", arguments: [true, false])
    func pieces(useSystem: Bool) {
        let bytes = Self.pattern(300)
        for split in [0, 1, 55, 63, 64, 65, 127, 128, 200, 299, 300] {
            for second in [0, 1, 64, 100] where split + second <= bytes.count {
                let stream = SHA256.Stream(useSystem: useSystem)
                bytes.withUnsafeBytes { all in
                    stream.update(UnsafeRawBufferPointer(rebasing: all[..<split]))
                    stream.update(UnsafeRawBufferPointer(rebasing: all[split..<(split + second)]))
                    stream.update(UnsafeRawBufferPointer(rebasing: all[(split + second)...]))
                }
                #expect(stream.finalize() == bytes.withUnsafeBytes { SHA256.portableHex(of: $0) }, "split \(split)+\(second)")
            }
        }
        let empty = SHA256.Stream(useSystem: useSystem)
        #expect(empty.finalize() == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }
}
