/// Which front-matter URLs may reach a page (docs/builds.md): http(s), mailto, a
/// path relative to the site root, or an absolute path `/…`. Everything
/// else, `//host` and `javascript:` in any spelling included, is an error.
package enum URLPolicy {
    enum Verdict: Equatable {
        case allowed(SiteURL)
        case rejected(reason: String)
    }

    static func check(_ raw: String) -> Verdict {
        let value = raw.trimmingCharacters(in: .whitespaces)
        if value.isEmpty { return .rejected(reason: "is empty") }
        if value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f || $0 == " " }) {
            return .rejected(reason: "contains spaces or control characters")
        }
        if value.hasPrefix("//") || value.hasPrefix("\\") || value.hasPrefix("/\\") {
            return .rejected(reason: "is protocol-relative (//host), which changes meaning with the page's scheme")
        }
        if value.hasPrefix("/") { return .allowed(.absolute(value)) }
        if let scheme = scheme(of: value) {
            switch scheme.lowercased() {
            case "http", "https":
                return value.dropFirst(scheme.count + 1).hasPrefix("//") ? .allowed(.absolute(value))
                    : .rejected(reason: "has no host")
            case "mailto":
                return .allowed(.absolute(value))
            default:
                return .rejected(reason: "uses the scheme '\(scheme):', which is not allowed")
            }
        }
        return .allowed(.site(value))
    }

    static let hint = "use an http(s) or mailto: URL, a path relative to the site root like versions/1.2.0/, or an absolute path /…"

    /// The scheme, if the text before the first `:` is one (letters first,
    /// then letters, digits, `+`, `-`, `.`), and no `/`, `?` or `#` comes before it.
    package static func scheme(of value: String) -> String? {
        guard let colon = value.firstIndex(of: ":") else { return nil }
        let candidate = value[..<colon]
        guard let first = candidate.first, first.isASCII, first.isLetter,
              candidate.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        return String(candidate)
    }
}
