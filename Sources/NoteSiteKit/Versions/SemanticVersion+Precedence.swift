extension SemanticVersion: Hashable {
    /// Same major, minor, patch and pre-release identifiers; build metadata is ignored.
    public static func == (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        lhs.major == rhs.major && lhs.minor == rhs.minor && lhs.patch == rhs.patch
            && lhs.prerelease == rhs.prerelease
    }

    /// Hashes exactly what `==` compares, so build metadata never splits a version.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(major)
        hasher.combine(minor)
        hasher.combine(patch)
        hasher.combine(prerelease)
    }
}

extension SemanticVersion: Comparable {
    /// SemVer precedence (SemVer 2.0.0, item 11).
    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        if lhs.major != rhs.major { return lhs.major < rhs.major }
        if lhs.minor != rhs.minor { return lhs.minor < rhs.minor }
        if lhs.patch != rhs.patch { return lhs.patch < rhs.patch }
        return prereleasePrecedes(lhs.prerelease, rhs.prerelease)
    }

    /// A release outranks its pre-releases; otherwise identifiers decide
    /// left to right, and a longer list wins when one is a prefix of the other.
    private static func prereleasePrecedes(_ lhs: [String], _ rhs: [String]) -> Bool {
        if lhs.isEmpty || rhs.isEmpty { return !lhs.isEmpty && rhs.isEmpty }
        for (left, right) in zip(lhs, rhs) where left != right {
            return identifierPrecedes(left, right)
        }
        return lhs.count < rhs.count
    }

    /// Numeric identifiers compare as numbers and rank below alphanumeric ones,
    /// which compare in ASCII order. Numbers are compared by length first
    /// (they have no leading zeros), so any size works without overflow.
    private static func identifierPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        switch (isNumeric(lhs), isNumeric(rhs)) {
        case (true, true):
            let (leftCount, rightCount) = (lhs.utf8.count, rhs.utf8.count)
            if leftCount != rightCount { return leftCount < rightCount }
            return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
        case (true, false):
            return true
        case (false, true):
            return false
        case (false, false):
            return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
        }
    }

    static func isNumeric(_ identifier: String) -> Bool {
        identifier.utf8.allSatisfy(VersionByte.isDigit)
    }
}
