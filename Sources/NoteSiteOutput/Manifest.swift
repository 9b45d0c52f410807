import Foundation

/// `.notesite-manifest`: every output file with its SHA-256, sorted by path,
/// one `<sha256>  <path>` line each (the format `sha256sum -c` reads).
struct Manifest: Equatable {
    static let fileName = ".notesite-manifest"

    /// path -> hex digest
    var entries: [String: String] = [:]

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The text's UTF-8, as the build writes it: not copied into a string.
    var bytes: [UInt8] {
        // The paths are sorted as bytes of one buffer, by their places in
        // it: a sort of String values retains and releases two of them for
        // every comparison, and took most of the time of a small rebuild.
        let pairs = Array(entries)
        var pool: [UInt8] = []
        var spans: [(start: Int, count: Int)] = []
        pool.reserveCapacity(pairs.count * 64)
        spans.reserveCapacity(pairs.count)
        for (path, _) in pairs {
            var path = path
            path.withUTF8 { bytes in
                spans.append((pool.count, bytes.count))
                pool.append(contentsOf: bytes)
            }
        }
        var order = Array(pairs.indices)
        pool.withUnsafeBufferPointer { pool in
            spans.withUnsafeBufferPointer { spans in
                order.sort { a, b in
                    let (x, y) = (spans[a], spans[b])
                    let common = Swift.min(x.count, y.count)
                    let order = common == 0 ? 0 : memcmp(pool.baseAddress! + x.start, pool.baseAddress! + y.start, common)
                    return order != 0 ? order < 0 : x.count < y.count
                }
            }
        }
        var text: [UInt8] = []
        text.reserveCapacity(pool.count + pairs.count * 68)
        for index in order {
            var digest = pairs[index].value
            digest.withUTF8 { text.append(contentsOf: $0) }
            text.append(0x20)
            text.append(0x20)
            let span = spans[index]
            text.append(contentsOf: pool[span.start..<(span.start + span.count)])
            text.append(0x0A)
        }
        return text
    }

    init(entries: [String: String] = [:]) {
        self.entries = entries
    }

    /// Reads a manifest's text; lines it does not understand are ignored,
    /// which only costs a rewrite of the file they name.
    init(parsing text: String) {
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            guard parts.count == 2, parts[0].count == 64 else { continue }
            entries[String(parts[1].drop { $0 == " " })] = String(parts[0])
        }
    }
}
