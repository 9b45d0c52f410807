import NoteSiteTheme

/// Common SF Symbols names, each standing for the Bootstrap icon nearest to
/// it by meaning (`wand.and.stars` is `magic`), read from the curated table
/// `Templates/icons/sf-symbols.txt`.
enum SymbolAliases {
    /// The Bootstrap icon name for each SF Symbols name in the table.
    static let table: [String: String] = parse(ThemeFiles.text("icons/sf-symbols.txt") ?? "")

    /// Reads lines of `sf.name  bootstrap-name`; `#` starts a comment.
    static func parse(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let fields = (line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                .split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count == 2 else { continue }
            result[String(fields[0])] = String(fields[1])
        }
        return result
    }
}
