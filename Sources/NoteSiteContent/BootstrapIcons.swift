import Foundation
import NoteSiteTheme

/// The Bootstrap Icons set (MIT), compiled into the binary as one zlib
/// stream (`Templates/BootstrapIconSet.swift`, written by
/// `scripts/pack-icons`). It is unpacked and indexed once, the first time an
/// icon is looked up; an icon's markup becomes a string only when a page
/// uses it.
struct BootstrapIcons: Sendable {
    /// The compiled-in set.
    static let shared = BootstrapIcons(base64: BootstrapIconSet.packed)

    /// The unpacked lines `name<TAB>markup\n`.
    private let bytes: [UInt8]
    /// Where each icon's markup lies in `bytes`, by its Bootstrap name.
    private let ranges: [String: Range<Int>]

    /// Every icon name (`rocket-takeoff`, without `bi:`), sorted.
    var names: [String] { ranges.keys.sorted() }

    /// Unpacks a base64 zlib stream of `name<TAB>markup` lines; an unreadable
    /// set is empty, which the tests catch, rather than a crash for the user.
    init(base64: String) {
        guard let packed = Data(base64Encoded: base64), let bytes = Inflate.unpack([UInt8](packed)) else {
            (self.bytes, ranges) = ([], [:])
            return
        }
        var ranges: [String: Range<Int>] = [:]
        ranges.reserveCapacity(2_048)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // memchr rather than a Swift loop: a megabyte is scanned at
            // memory speed even in a debug build.
            func find(_ byte: UInt8, from start: Int, to end: Int) -> Int? {
                memchr(base + start, Int32(byte), end - start).map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base }
            }
            var lineStart = 0
            while let lineEnd = find(UInt8(ascii: "\n"), from: lineStart, to: buffer.count) {
                if let tab = find(UInt8(ascii: "\t"), from: lineStart, to: lineEnd) {
                    let name = String(decoding: UnsafeBufferPointer(rebasing: buffer[lineStart..<tab]), as: UTF8.self)
                    ranges[name] = (tab + 1)..<lineEnd
                }
                lineStart = lineEnd + 1
            }
        }
        (self.bytes, self.ranges) = (bytes, ranges)
    }

    /// The `<svg>` element of the icon with this Bootstrap name, or nil.
    func svg(named name: String) -> String? {
        guard let range = ranges[name] else { return nil }
        return Self.svg(bytes[range].withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) })
    }

    /// The `<svg>` element every icon shares: a 16-unit grid drawn in the
    /// text color, so a feature's `color` applies.
    static func svg(_ inner: String) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" fill="currentColor" viewBox="0 0 16 16">"# + inner + "</svg>"
    }
}
