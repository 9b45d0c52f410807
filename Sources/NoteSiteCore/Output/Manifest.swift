/// `.notesite-manifest`: every output file with its SHA-256, sorted by path,
/// one `<sha256>  <path>` line each (the format `sha256sum -c` reads).
struct Manifest: Equatable {
    static let fileName = ".notesite-manifest"

    /// path -> hex digest
    var entries: [String: String] = [:]

    var text: String {
        var text = ""
        text.reserveCapacity(entries.count * 120)
        for (path, digest) in entries.sorted(by: { $0.key.precedesInByteOrder($1.key) }) {
            text += digest
            text += "  "
            text += path
            text += "\n"
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
