import Foundation

/// A compact binary form for what notesite keeps between builds: numbers as
/// LEB128 (signed ones zigzagged), text as its length and UTF-8 bytes.
/// Written and read in the same order by hand, with no field names.
///
/// The two types are public, with their generic helpers `@inlinable`, so
/// that the modules that call them specialise those loops: the body of an
/// `@inlinable` declaration that is only `package` is not used by another
/// module, which called the generic code through its tables of functions
/// for each of the memory's hundred thousand entries.
public struct ByteWriter {
    package private(set) var bytes: [UInt8] = []
    /// Where full chunks go when writing to a file; nil keeps everything.
    private let fd: Int32?
    /// False once a write to `fd` failed.
    private(set) var healthy = true
    /// Texts written with `shared`, by the number they were given.
    private var sharedNumbers: [String: Int] = [:]
    /// The same texts in the order of their numbers.
    private var sharedTexts: [String] = []
    /// What every byte sent or held so far adds up to, but for `bytes[hashed...]`.
    private var sum = Checksum()
    private var hashed = 0

    package init() {
        fd = nil
    }

    /// A writer that sends its bytes to `fd` in chunks, so that a large
    /// form is never held whole.
    package init(fd: Int32) {
        self.fd = fd
        bytes.reserveCapacity(Self.chunk + 4096)
    }

    private static let chunk = 1 << 20

    @usableFromInline
    package mutating func unsigned(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    package mutating func int(_ value: Int64) {
        unsigned(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    package mutating func int(_ value: Int) { int(Int64(value)) }

    @usableFromInline
    package mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    package mutating func double(_ value: Double) { unsigned(value.bitPattern) }

    package mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { raw(UnsafeRawBufferPointer($0)) }
    }

    /// Text that recurs (an icon's markup), written as its number in a
    /// table that follows (`sharedTable`).
    package mutating func shared(_ value: String) {
        if let number = sharedNumbers[value] {
            unsigned(UInt64(number))
            return
        }
        unsigned(UInt64(sharedTexts.count))
        sharedNumbers[value] = sharedTexts.count
        sharedTexts.append(value)
    }

    /// Numbers `texts` as a table read earlier did, so that bytes written
    /// under that table (a saved release's rest) still mean the same texts.
    package mutating func numberShared(_ texts: [String]) {
        for text in texts where sharedNumbers[text] == nil {
            sharedNumbers[text] = sharedTexts.count
            sharedTexts.append(text)
        }
    }

    /// The texts written with `shared`, in the order of their numbers.
    package mutating func sharedTable() {
        let texts = sharedTexts
        strings(texts)
    }

    /// The bytes `body` writes, apart from this writer's, with texts
    /// written with `shared` numbered in this writer's table.
    package mutating func detached(_ body: (inout ByteWriter) -> Void) -> [UInt8] {
        var inner = ByteWriter()
        swap(&inner.sharedNumbers, &sharedNumbers)
        swap(&inner.sharedTexts, &sharedTexts)
        body(&inner)
        swap(&inner.sharedNumbers, &sharedNumbers)
        swap(&inner.sharedTexts, &sharedTexts)
        return inner.bytes
    }

    /// The checksum of every byte written so far, as eight bytes; a reader
    /// checks it with `checkSum`.
    package mutating func checksum() {
        sumHeld()
        var value = sum.value.littleEndian
        withUnsafeBytes(of: &value) { bytes.append(contentsOf: $0) }
        hashed = bytes.count
    }

    /// Adds the bytes held since the last call to the checksum.
    private mutating func sumHeld() {
        bytes.withUnsafeBytes { sum.update(UnsafeRawBufferPointer(rebasing: $0[hashed...])) }
        hashed = bytes.count
    }

    package mutating func raw(_ value: UnsafeRawBufferPointer) {
        unsigned(UInt64(value.count))
        append(value)
    }

    /// Bytes as they are, with no length before them.
    package mutating func append(_ value: UnsafeRawBufferPointer) {
        // As typed bytes, so that the append is one copy.
        bytes.append(contentsOf: value.assumingMemoryBound(to: UInt8.self))
        if fd != nil && bytes.count >= Self.chunk { flush() }
    }

    package mutating func raw(_ value: [UInt8]) {
        value.withUnsafeBytes { raw($0) }
    }

    /// Writes a present flag, then the value through `body`.
    @inlinable
    public mutating func optional<T>(_ value: T?, _ body: (inout ByteWriter, T) -> Void) {
        bool(value != nil)
        if let value { body(&self, value) }
    }

    @inlinable
    public mutating func array<T>(_ values: [T], _ body: (inout ByteWriter, T) -> Void) {
        unsigned(UInt64(values.count))
        for value in values { body(&self, value) }
    }

    package mutating func strings(_ values: [String]) { array(values) { $0.string($1) } }

    /// Sends what is held to the file; true when every write so far succeeded.
    @discardableResult
    package mutating func flush() -> Bool {
        guard let fd else { return healthy }
        guard healthy else {
            bytes.removeAll(keepingCapacity: true)
            hashed = 0
            return false
        }
        sumHeld()
        if !bytes.withUnsafeBytes({ FileBytes.write($0, to: fd) }) { healthy = false }
        // Also after a failure: what follows is dropped, not held.
        bytes.removeAll(keepingCapacity: true)
        hashed = 0
        return healthy
    }
}

/// Reads what `ByteWriter` wrote; anything that does not read back throws.
public struct ByteReader: Sendable {
    public struct Malformed: Error { package init() {} }

    private let bytes: [UInt8]
    private var offset: Int
    /// Where reading began.
    private let start: Int
    /// Where reading stops: the end of the bytes or of the part read.
    private var end: Int
    /// The table that numbers texts written with `shared`.
    private let sharedTexts: [String]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        offset = 0
        start = 0
        end = bytes.count
        sharedTexts = []
    }

    /// A reader of the part `range` of `bytes` only, whose shared texts
    /// are numbered by `shared`.
    package init(_ bytes: [UInt8], range: Range<Int>, shared: [String] = []) {
        self.bytes = bytes
        offset = range.lowerBound
        start = range.lowerBound
        end = range.upperBound
        sharedTexts = shared
    }

    /// Checks the eight bytes at the end against the checksum of all those
    /// before them (those read already included); the rest of them are then
    /// what is left to read.
    package mutating func checkSum() throws(Malformed) {
        guard end - offset >= 8 else { throw Malformed() }
        let body = start..<(end - 8)
        let sum = bytes.withUnsafeBytes { Checksum.of(UnsafeRawBufferPointer(rebasing: $0[body])) }
        let stored = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self)) }
        guard stored == sum else { throw Malformed() }
        end -= 8
    }

    package var atEnd: Bool { offset == end }

    /// Where the next read starts, as an index into the bytes.
    package var position: Int { offset }

    /// Passes over `count` bytes, read later with a reader of their own.
    package mutating func skip(_ count: Int) throws(Malformed) {
        guard count >= 0, count <= end - offset else { throw Malformed() }
        offset += count
    }

    package mutating func unsigned() throws(Malformed) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < end, shift < 64 else { throw Malformed() }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    package mutating func int64() throws(Malformed) -> Int64 {
        let value = try unsigned()
        return Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1)))
    }

    package mutating func int() throws(Malformed) -> Int {
        let value = try int64()
        guard let result = Int(exactly: value) else { throw Malformed() }
        return result
    }

    @usableFromInline
    package mutating func bool() throws(Malformed) -> Bool {
        guard offset < end, bytes[offset] <= 1 else { throw Malformed() }
        offset += 1
        return bytes[offset - 1] == 1
    }

    package mutating func double() throws(Malformed) -> Double {
        Double(bitPattern: try unsigned())
    }

    /// A count that the remaining bytes could hold, at one byte per item at least.
    @usableFromInline
    package mutating func count() throws(Malformed) -> Int {
        let value = try unsigned()
        guard value <= UInt64(end - offset) else { throw Malformed() }
        return Int(value)
    }

    package mutating func raw() throws(Malformed) -> ArraySlice<UInt8> {
        let length = try count()
        defer { offset += length }
        return bytes[offset..<(offset + length)]
    }

    /// A reader of the bytes left before `trailer`, a text as
    /// `ByteWriter.string` writes it, which must be the last of them; it
    /// shares their storage. Nothing is left to this one after.
    package mutating func rest(before trailer: String) throws(Malformed) -> ByteReader {
        var encoded = ByteWriter()
        encoded.string(trailer)
        let tail = encoded.bytes
        guard end - offset >= tail.count, bytes[(end - tail.count)..<end].elementsEqual(tail) else { throw Malformed() }
        defer { offset = end }
        return ByteReader(bytes, range: offset..<(end - tail.count), shared: sharedTexts)
    }

    package mutating func string() throws(Malformed) -> String {
        String(decoding: try raw(), as: UTF8.self)
    }

    package mutating func shared() throws(Malformed) -> String {
        let number = try unsigned()
        guard number < UInt64(sharedTexts.count) else { throw Malformed() }
        return sharedTexts[Int(number)]
    }

    @inlinable
    public mutating func optional<T>(_ body: (inout ByteReader) throws(Malformed) -> T) throws(Malformed) -> T? {
        try bool() ? try body(&self) : nil
    }

    @inlinable
    public mutating func array<T>(_ body: (inout ByteReader) throws(Malformed) -> T) throws(Malformed) -> [T] {
        let n = try count()
        var values: [T] = []
        // Capped: a damaged count must cost an error, not gigabytes.
        values.reserveCapacity(min(n, 1 << 16))
        for _ in 0..<n { values.append(try body(&self)) }
        return values
    }

    package mutating func strings() throws(Malformed) -> [String] { try array { reader throws(Malformed) in try reader.string() } }
}
