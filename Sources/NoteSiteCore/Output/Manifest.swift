/// `.notesite-manifest`: every output file with its SHA-256, sorted by path,
/// one `<sha256>  <path>` line each (the format `sha256sum -c` reads).
struct Manifest: Equatable {
    static let fileName = ".notesite-manifest"

    /// path -> hex digest
    var entries: [String: String] = [:]

    var text: String {
        entries.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            .map { "\(entries[$0] ?? "")  \($0)\n" }.joined()
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
