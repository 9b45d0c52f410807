import Foundation

/// `.notesite-manifest`: every output file with its SHA-256, sorted by path,
/// one `<sha256>  <path>` line each (the format `sha256sum -c` reads).
struct Manifest: Equatable {
    static let fileName = ".notesite-manifest"

    /// path -> hex digest
    var entries: [String: String] = [:]

    var text: String {
        var text = ""
        text.reserveCapacity(entries.count * 120)
        for (path, digest) in entries.sorted(by: { Self.byteOrder($0.key, $1.key) }) {
            text += digest
            text += "  "
            text += path
            text += "\n"
        }
        return text
    }

    /// UTF-8 byte order (what `sort` gives in the C locale), compared with
    /// `memcmp` over the strings' own storage.
    static func byteOrder(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { a in
            b.withUTF8 { b in
                let common = min(a.count, b.count)
                let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
                return order != 0 ? order < 0 : a.count < b.count
            }
        }
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
