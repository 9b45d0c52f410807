import NoteSiteDiagnostics
extension IconCatalog {
    /// The known names closest to an unknown one, for its hint: up to three
    /// SF Symbols or custom names, then up to three `bi:` names.
    ///
    /// Names are compared with `bi:` dropped and `.`, `_` and spaces read as
    /// `-`, so `star-fill` finds both `star.fill` and `bi:star-fill`. A name
    /// of several words is compared with the names that share its first word
    /// when there are any (`mic.badge.plus` finds `mic`, not `doc.badge.plus`);
    /// exact matches under this comparison crowd out near ones.
    package func suggestions(for name: String) -> [String] {
        let candidates = Set(SymbolAliases.table.keys).union(custom.keys).sorted().map { Candidate(name: $0) }
            + BootstrapIcons.shared.names.map { Candidate(name: Self.bootstrapPrefix + $0) }
        let key = Self.comparisonKey(name)
        let target = Array(key)
        let head = Self.firstWord(key)
        let sameHead = candidates.filter { Self.firstWord($0.key) == head }
        let pool = key.contains("-") && !sameHead.isEmpty ? sameHead : candidates

        let budget = max(1, target.count / 3)
        var scored = pool.compactMap { candidate -> (distance: Int, name: String)? in
            // Length alone rules most candidates out before the distance is computed.
            guard abs(candidate.key.count - target.count) <= budget else { return nil }
            let distance = Suggestion.distance(target, Array(candidate.key))
            return distance <= budget ? (distance, candidate.name) : nil
        }
        if scored.isEmpty, pool.count < candidates.count {
            // No typo-near name, but the first word is known: offer its plainest
            // names (shortest first), which are the likeliest stand-ins.
            scored = pool.map { ($0.key.count, $0.name) }
        }
        if scored.contains(where: { $0.distance == 0 }) {
            scored.removeAll { $0.distance > 0 }
        }
        scored.sort { ($0.distance, $0.name) < ($1.distance, $1.name) }
        let isBootstrap = { (name: String) in name.hasPrefix(Self.bootstrapPrefix) }
        return scored.filter { !isBootstrap($0.name) }.prefix(3).map(\.name)
            + scored.filter { isBootstrap($0.name) }.prefix(3).map(\.name)
    }

    /// A name as the suggestions compare it: lower case, no `bi:`, words joined by `-`.
    static func comparisonKey(_ name: String) -> String {
        var text = name.lowercased()
        if text.hasPrefix(bootstrapPrefix) { text.removeFirst(bootstrapPrefix.count) }
        return String(text.map { $0 == "." || $0 == "_" || $0 == " " ? "-" : $0 })
    }

    private static func firstWord(_ key: String) -> Substring {
        key.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    }

    /// A known name with its comparison key, worked out once.
    private struct Candidate {
        let name: String
        let key: String
        init(name: String) {
            self.name = name
            key = IconCatalog.comparisonKey(name)
        }
    }
}
