@testable import NoteSiteBuild
@testable import NoteSiteMarkdown

/// Derives the HTML that safe mode must produce from the HTML that unsafe mode
/// produces, applying only the allowed differences: raw HTML replaced by
/// cmark's omission comment, unsafe destinations emptied.
enum SafeModeExpectation {
    static let omitted = "<!-- raw HTML omitted -->"

    /// `nil` when a change cannot be found in the HTML, which fails the caller.
    static func derive(from unsafeHTML: String, changes: [SafeModeChange]) -> String? {
        var result = ""
        var rest = unsafeHTML[...]
        for change in changes {
            let (original, replacement) = substitution(for: change)
            guard let range = rest.range(of: original) else { return nil }
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    private static func substitution(for change: SafeModeChange) -> (String, String) {
        switch change {
        case .rawBlock(let literal):
            // cmark ends a block with a newline either way; the literal may carry it.
            return (literal, omitted + (literal.hasSuffix("\n") ? "\n" : ""))
        case .rawInline(let literal):
            return (literal, omitted)
        case .unsafeDestination(let url):
            return ("=\"\(escapedHref(url))\"", "=\"\"")
        }
    }

    /// A destination as cmark writes it into `href`/`src`: percent-encoded
    /// outside a safe set, `&` and `'` as entities.
    static func escapedHref(_ url: String) -> String {
        let safe = Set("-_.+!*(),%#@?=;:/$~".utf8)
        var result = ""
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: "&"): result += "&amp;"
            case UInt8(ascii: "'"): result += "&#x27;"
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                if safe.contains(byte) {
                    result.unicodeScalars.append(Unicode.Scalar(byte))
                } else {
                    result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }
            }
        }
        return result
    }
}
