/// Facts about BCP 47 language tags that notesite needs: which tags are
/// written right to left, and how a tag maps onto the built-in words.
public enum LanguageTag {
    /// The primary language subtag, lower-cased: `pt` for `pt-BR`.
    public static func primary(of tag: String) -> String {
        tag.split(separator: "-").first.map { $0.lowercased() } ?? ""
    }

    /// The region subtag (two letters or three digits), upper-cased, if any.
    public static func region(of tag: String) -> String? {
        tag.split(separator: "-").dropFirst().first {
            ($0.count == 2 && $0.allSatisfy(\.isLetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber))
        }.map { $0.uppercased() }
    }

    /// The script subtag (four letters), in title case, if any.
    public static func script(of tag: String) -> String? {
        tag.split(separator: "-").dropFirst().first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
            .map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
    }

    /// Languages written right to left (Arabic, Persian, Hebrew, Urdu and
    /// others in those scripts), and any tag with an RTL script subtag.
    public static func isRightToLeft(_ tag: String) -> Bool {
        if let script = script(of: tag) { return ["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg"].contains(script) }
        return ["ar", "he", "iw", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug", "ku"].contains(primary(of: tag))
            && !(primary(of: tag) == "ku" && script(of: tag) != "Arab")
    }

    /// True when the text is shaped like a BCP 47 tag: a primary subtag of two
    /// or three letters, then subtags of one to eight letters or digits.
    public static func isWellFormed(_ value: String) -> Bool {
        let parts = value.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// The same tag in its usual letter case: `pt-BR`, `zh-Hant`, `sr-Latn-RS`.
    public static func normalized(_ tag: String) -> String {
        tag.split(separator: "-").enumerated().map { index, part in
            if index == 0 { return part.lowercased() }
            if part.count == 4 && part.allSatisfy(\.isLetter) { return part.prefix(1).uppercased() + part.dropFirst().lowercased() }
            if part.count == 2 { return part.uppercased() }
            return part.lowercased()
        }.joined(separator: "-")
    }

    /// The tags to try, most specific first, when looking for words built in
    /// for `tag` (RFC 4647 lookup, plus the Chinese scripts that regions imply).
    static func lookupChain(for tag: String) -> [String] {
        var chain: [String] = []
        var parts = normalized(tag).split(separator: "-").map(String.init)
        while !parts.isEmpty {
            chain.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        if primary(of: tag) == "zh" && script(of: tag) == nil {
            let traditional = ["TW", "HK", "MO"].contains(region(of: tag) ?? "")
            chain.insert(traditional ? "zh-Hant" : "zh-Hans", at: chain.count - 1)
        }
        if primary(of: tag) == "pt" { chain.append("pt-BR") }
        return chain
    }
}
