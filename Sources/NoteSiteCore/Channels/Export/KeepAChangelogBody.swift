/// How a version's body travels through `CHANGELOG.md`. Keep a Changelog
/// (and `kacl-cli verify`) allows nothing under a version but the six `###`
/// lists, so the body becomes one more item of `### Changed`: a marker
/// comment, then the body verbatim, indented four spaces. At that indent no
/// line of the body can start a version, a section or a link definition, so
/// every word survives, the file still verifies, and import gives the same
/// body back.
enum KeepAChangelogBody {
    /// The first line of the item; an HTML comment, so renderers show nothing of it.
    static let marker = "<!-- notesite:body -->"

    /// The list item that carries `body`; nil for a body with no text.
    static func item(carrying body: String) -> String? {
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.first?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { lines.removeFirst() }
        while lines.last?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { lines.removeLast() }
        guard !lines.isEmpty else { return nil }
        return (["-   " + marker] + lines.map { $0.isEmpty ? "" : "    " + $0 }).joined(separator: "\n")
    }

    /// The body an imported item carries, or nil when the item is an ordinary
    /// change. `item` is the item's text with its indent removed, as the
    /// change list parser gives it.
    static func body(in item: String) -> String? {
        guard item == marker || item.hasPrefix(marker + "\n") else { return nil }
        return String(item.dropFirst(marker.count)).trimmingCharacters(in: .newlines)
    }
}
