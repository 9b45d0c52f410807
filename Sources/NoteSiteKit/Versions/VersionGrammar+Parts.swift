extension VersionGrammar {
    typealias Bytes = Substring.UTF8View

    /// Reads the three dot-separated numbers before any `-` or `+`.
    static func parseCore(_ core: Bytes) throws(VersionGrammarFailure) -> (major: UInt64, minor: UInt64, patch: UInt64) {
        var numbers: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        var start = core.startIndex
        while true {
            if count == 3 { throw VersionGrammarFailure(.extraComponent) }
            let end = core[start...].firstIndex(of: VersionByte.dot) ?? core.endIndex
            let value = try number(core[start..<end])
            switch count {
            case 0: numbers.0 = value
            case 1: numbers.1 = value
            default: numbers.2 = value
            }
            count += 1
            guard end != core.endIndex else { break }
            start = core.index(after: end)
        }
        guard count == 3 else { throw VersionGrammarFailure(.missingComponent) }
        return numbers
    }

    /// One version number: digits only, no leading zero, within 64 bits.
    private static func number(_ digits: Bytes) throws(VersionGrammarFailure) -> UInt64 {
        guard !digits.isEmpty, digits.allSatisfy(VersionByte.isDigit) else {
            throw VersionGrammarFailure(.malformedNumber)
        }
        if digits.count > 1, digits.first == VersionByte.zero { throw VersionGrammarFailure(.leadingZero) }
        var value: UInt64 = 0
        for digit in digits {
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = shifted.addingReportingOverflow(UInt64(digit - VersionByte.zero))
            if overflowA || overflowB { throw VersionGrammarFailure(.overflow) }
            value = sum
        }
        return value
    }

    /// Dot-separated, non-empty `[0-9A-Za-z-]` identifiers. Pre-release
    /// numbers may not start with a zero; build identifiers may.
    static func identifiers(in text: Bytes, numbersMayHaveLeadingZeros: Bool) throws(VersionGrammarFailure) -> [String] {
        var result: [String] = []
        var start = text.startIndex
        while true {
            let end = text[start...].firstIndex(of: VersionByte.dot) ?? text.endIndex
            let identifier = text[start..<end]
            guard !identifier.isEmpty else { throw VersionGrammarFailure(.emptyIdentifier) }
            guard identifier.allSatisfy(VersionByte.isIdentifierCharacter) else {
                throw VersionGrammarFailure(.invalidCharacter)
            }
            if !numbersMayHaveLeadingZeros, identifier.count > 1, identifier.first == VersionByte.zero,
                identifier.allSatisfy(VersionByte.isDigit)
            {
                throw VersionGrammarFailure(.leadingZero)
            }
            result.append(String(Substring(identifier)))
            guard end != text.endIndex else { return result }
            start = text.index(after: end)
        }
    }
}
