import NoteSiteTheme

/// Common SF Symbols names, each standing for the Bootstrap icon nearest to
/// it by meaning (`wand.and.stars` is `magic`), read from the curated table
/// `Templates/icons/sf-symbols.txt`.
enum SymbolAliases {
    /// The Bootstrap icon name for each SF Symbols name in the table.
    static let table: [String: String] = parse(ThemeFiles.all["icons/sf-symbols.txt"] ?? [])

    /// Reads lines of `sf.name  bootstrap-name`; `#` starts a comment, and
    /// lines of another shape are skipped (the tests check the table).
    static func parse(_ text: String) -> [String: String] {
        parse(Array(text.utf8))
    }

    /// The same, from UTF-8 bytes: the table is ASCII, and reading bytes
    /// keeps this off the start of every build's critical path.
    static func parse(_ bytes: [UInt8]) -> [String: String] {
        var result: [String: String] = [:]
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let content = line.prefix { $0 != UInt8(ascii: "#") }
            let fields = content.split { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
            guard fields.count == 2 else { continue }
            result[String(decoding: fields[0], as: UTF8.self)] = String(decoding: fields[1], as: UTF8.self)
        }
        return result
    }
}
