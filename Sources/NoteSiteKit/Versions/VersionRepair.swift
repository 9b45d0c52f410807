/// Guesses what a rejected version text was meant to be, for hints only:
/// a guess is offered to the user, never used in its place.
enum VersionRepair {
    /// A hint naming a corrected text, only when that text is then accepted.
    static func propose(for text: String, reason: VersionError.Reason, grammar: VersionError.Grammar) -> String? {
        let trimmed = text.trimmingSpaces
        if trimmed != text, !trimmed.isEmpty, accepts(trimmed, grammar) {
            return "remove the spaces: \(trimmed)"
        }
        switch reason {
        case .leadingZero:
            let repaired = removingLeadingZeros(from: text)
            guard accepts(repaired, grammar) else { return nil }
            let zeros = text.utf8.count - repaired.utf8.count
            return "remove the leading \(zeros == 1 ? "zero" : "zeros"): \(repaired)"
        case .missingComponent:
            let repaired = paddingCore(of: text)
            return accepts(repaired, grammar) ? "write all three numbers: \(repaired)" : nil
        case .malformedNumber, .extraComponent, .invalidCharacter:
            if let repaired = prereleaseRepair(of: trimmed, grammar) { return "write the pre-release after a hyphen: \(repaired)" }
            guard reason == .malformedNumber, grammar == .frontMatter, text.hasPrefix("V") else { return nil }
            let repaired = "v" + text.dropFirst()
            return accepts(repaired, grammar) ? "use a lower-case v: \(repaired)" : nil
        default:
            return nil
        }
    }

    /// The release the text seems to aim at, from its leading digits: `1.4.x` and
    /// `1.4beta` give 1.4.0, text without any gives 1.0.0. Numbers too large to
    /// store count as absent.
    static func example(from text: String) -> SemanticVersion {
        var numbers: [UInt64] = []
        for part in coreParts(of: Substring(text.trimmingSpaces)).prefix(3) {
            let digits = part.prefix(while: \.isASCIIDigitCharacter)
            guard let number = UInt64(digits) else { break }
            numbers.append(number)
            // After `4beta` the following parts no longer read as numbers of the same version.
            if digits.count != part.count { break }
        }
        if numbers.isEmpty { numbers = [1] }
        while numbers.count < 3 { numbers.append(0) }
        return SemanticVersion(major: numbers[0], minor: numbers[1], patch: numbers[2])
    }

    /// `7.1b5` becomes `7.1.0-beta.5` and `2.0rc1` `2.0.0-rc.1`: a release
    /// with a pre-release label glued to its numbers, or set apart by a
    /// dot, a space or an underscore (`2.0.0.rc.1`, `7.1 beta 5`), as some
    /// apps write them. The label is kept, never dropped (docs/content.md).
    static func prereleaseRepair(of text: String, _ grammar: VersionError.Grammar) -> String? {
        let prefix = text.hasPrefix("v") ? "v" : ""
        let body = Substring(text.dropFirst(prefix.count))
        var core = body.prefix { $0.isASCIIDigitCharacter || $0 == "." }
        var rest = body.dropFirst(core.count)
        // Set apart, the label must be a pre-release word: `1.4.x` is no beta.
        var apart = false
        if core.hasSuffix(".") {
            core = core.dropLast()
            apart = true
        } else if rest.first == " " || rest.first == "_" {
            rest = rest.dropFirst()
            apart = true
        }
        let numbers = core.split(separator: ".", omittingEmptySubsequences: false)
        guard !core.isEmpty, !core.hasPrefix("."), !core.hasSuffix("."), numbers.count <= 3,
              let first = rest.first, first.isLetter, first.isASCII else { return nil }
        let label = rest.prefix { $0.isLetter && $0.isASCII }
        guard !apart || Self.prereleaseWords.contains(label.lowercased()) else { return nil }
        var tail = rest.dropFirst(label.count)
        if let separator = tail.first, ".- _".contains(separator) { tail = tail.dropFirst() }
        guard tail.allSatisfy({ $0.isASCIIDigitCharacter || $0 == "." }), !tail.hasPrefix(".") else { return nil }
        let name: String = switch label.lowercased() {
        case "a": "alpha"
        case "b": "beta"
        case "c", "rc": "rc"
        default: label.lowercased()
        }
        let padded = (numbers + Array(repeating: "0", count: 3 - numbers.count)).joined(separator: ".")
        let repaired = prefix + padded + "-" + name + (tail.isEmpty ? "" : "." + tail)
        return accepts(repaired, grammar) ? repaired : nil
    }

    /// The labels taken when set apart from the numbers.
    private static let prereleaseWords: Set<String> = ["a", "b", "c", "alpha", "beta", "rc", "pre", "preview", "dev"]

    private static func accepts(_ text: String, _ grammar: VersionError.Grammar) -> Bool {
        switch grammar {
        case .strict: (try? VersionGrammar.parseStrict(text)) != nil
        case .frontMatter: (try? VersionGrammar.parseFrontMatter(text)) != nil
        }
    }

    /// `01.02.3-beta.007+0a` becomes `1.2.3-beta.7+0a`; build identifiers may keep zeros.
    private static func removingLeadingZeros(from text: String) -> String {
        let prefix = text.hasPrefix("v") ? "v" : ""
        let body = text.dropFirst(prefix.count)
        let buildStart = body.firstIndex(of: "+") ?? body.endIndex
        let head = body[..<buildStart]
        let hyphen = head.firstIndex(of: "-") ?? head.endIndex
        var result = prefix + trimmingZeros(inParts: head[..<hyphen])
        if hyphen < head.endIndex {
            result += "-" + trimmingZeros(inParts: head[head.index(after: hyphen)...])
        }
        return result + body[buildStart...]
    }

    private static func trimmingZeros(inParts text: Substring) -> String {
        text.split(separator: ".", omittingEmptySubsequences: false).map { part -> Substring in
            guard part.count > 1, part.allSatisfy(\.isASCIIDigitCharacter) else { return part }
            let trimmed = part.drop { $0 == "0" }
            return trimmed.isEmpty ? "0" : trimmed
        }.joined(separator: ".")
    }

    /// `1.2-beta` becomes `1.2.0-beta`: zeros appended to the numbers before `-` or `+`.
    private static func paddingCore(of text: String) -> String {
        let prefix = text.hasPrefix("v") ? "v" : ""
        let body = text.dropFirst(prefix.count)
        let coreEnd = body.firstIndex { $0 == "-" || $0 == "+" } ?? body.endIndex
        var core = String(body[..<coreEnd])
        for _ in core.split(separator: ".", omittingEmptySubsequences: false).count..<3 {
            core += ".0"
        }
        return prefix + core + body[coreEnd...]
    }

    /// The dot-separated parts before any `-` or `+`, after one leading `v` or `V`.
    private static func coreParts(of text: Substring) -> [Substring] {
        let body = text.first == "v" || text.first == "V" ? text.dropFirst() : text
        let coreEnd = body.firstIndex { $0 == "-" || $0 == "+" } ?? body.endIndex
        return body[..<coreEnd].split(separator: ".", omittingEmptySubsequences: false)
    }
}

extension Character {
    /// `0` to `9` only; `Character.isNumber` also admits other scripts' digits.
    fileprivate var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}

extension String {
    /// The text without surrounding spaces, tabs or line breaks.
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
