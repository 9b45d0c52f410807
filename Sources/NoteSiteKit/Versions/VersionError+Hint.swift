extension VersionError {
    /// Names a fix: a repaired version when one is certain, else the form to use.
    package static func makeHint(for text: String, reason: Reason, grammar: Grammar) -> String? {
        if let repair = VersionRepair.propose(for: text, reason: reason, grammar: grammar) {
            return repair
        }
        let example = VersionRepair.example(from: text)
        switch reason {
        case .empty:
            return "write a version such as 1.0.0"
        case .overflow:
            return "each number must be at most \(UInt64.max)"
        case .extraComponent:
            return "use three numbers at most, major.minor.patch, such as \(example.canonical)"
        case .emptyIdentifier:
            return "after '-' and '+', separate identifiers with single dots and leave none empty"
        case .invalidCharacter:
            return "after '-' and '+', use only ASCII letters, digits, hyphens and dots"
        case .malformedNumber, .leadingZero, .missingComponent:
            return formsHint(for: example, grammar: grammar)
        }
    }

    /// The accepted spellings of `example`: `write it as 1.4.0, 1.4 or v1.4.0`.
    private static func formsHint(for example: SemanticVersion, grammar: Grammar) -> String {
        switch grammar {
        case .strict:
            return "write it as major.minor.patch, such as \(example.canonical)"
        case .frontMatter where example.patch == 0:
            return "write it as \(example), \(example.major).\(example.minor) or v\(example)"
        case .frontMatter:
            return "write it as \(example) or v\(example)"
        }
    }
}
