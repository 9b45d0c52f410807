import NoteSiteSourceData
extension ReleaseValidator.Check {
    /// `changes`: each type's items rendered as Markdown that keeps a nested list; empty lists are left out.
    mutating func changes(_ source: ChangesSource?) -> [ChangeList] {
        guard let source else { return [] }
        return ChangeKind.allCases.compactMap { kind -> ChangeList? in
            guard let items = source.items(kind), !items.isEmpty else { return nil }
            let words = items.enumerated().map { platforms($0.element.platforms, key: "changes.\(kind.rawValue)[\($0.offset)].platforms") }
            return ChangeList(kind: kind, items: items.map { item($0.text) }, itemPlatforms: words)
        }
    }

    /// `labels`: lower-case words, digits and '-', each once.
    /// Also `audience`, whose words follow the same rule.
    mutating func labels(_ source: [Located<String>]?, key: String = "labels", noun: String = "label") -> [String] {
        var labels: [String] = []
        for (index, label) in (source ?? []).enumerated() {
            let text = label.value
            guard Self.isLabel(text) else {
                fail(label, "'\(key)[\(index)]' must be lower-case letters, digits and '-', found \"\(text)\"",
                     hint: "write it as '\(Self.suggestedLabel(text))'")
                continue
            }
            guard !labels.contains(text) else {
                fail(label, "\(noun) '\(text)' is listed twice", hint: "remove the repeated \(noun)")
                continue
            }
            labels.append(text)
        }
        return labels
    }

    /// `build`: a platform build number such as 1400 or 2.3.1.7, without spaces.
    mutating func build(_ source: Located<String>?) -> String? {
        guard let source else { return nil }
        let text = source.value
        let allowed = !text.isEmpty && text.utf8.count <= 64 && text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "._-+".unicodeScalars.contains($0))
        }
        guard allowed else {
            fail(source, "'build' must be a build number of letters, digits, '.', '-' or '+', found \"\(text)\"",
                 hint: "write the platform build number, e.g. build: \"1400\"")
            return nil
        }
        return text
    }

    /// A label as a label page's folder name can hold it: `[a-z0-9]+(-[a-z0-9]+)*`.
    package static func isLabel(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, let last = bytes.last, first != UInt8(ascii: "-"), last != UInt8(ascii: "-"),
              bytes.count <= 64 else { return false }
        var previousDash = false
        for byte in bytes {
            let dash = byte == UInt8(ascii: "-")
            guard dash || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) else { return false }
            if dash && previousDash { return false }
            previousDash = dash
        }
        return true
    }

    /// The nearest valid label: lower case, every run of other characters one '-'.
    package static func suggestedLabel(_ text: String) -> String {
        var result = ""
        for character in text.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                result.append(character)
            } else if !result.isEmpty && !result.hasSuffix("-") {
                result.append("-")
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "label" : String(result.prefix(64))
    }
}
