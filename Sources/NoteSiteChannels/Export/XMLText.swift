/// Escaping for XML text and attribute values, and CDATA sections that
/// survive `]]>` inside the text.
enum XMLText {
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for c in text {
            switch c {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(c)
            }
        }
        return result
    }

    /// `<![CDATA[…]]>`; each `]]>` in the text is split across two sections.
    static func cdata(_ text: String) -> String {
        "<![CDATA[" + text.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>") + "]]>"
    }
}
