/// Finds the known name closest to a misspelt one, for "did you mean" hints.
public enum Suggestion {
    /// The candidate nearest to `name` by edit distance, when it is close enough
    /// to be a plausible typo (at most a third of the name's length, at least 1).
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        nearest(to: name, among: candidates, limit: 1).first
    }

    /// Up to `limit` plausible candidates, nearest first, ties in the given order.
    public static func nearest(to name: String, among candidates: some Sequence<String>, limit: Int) -> [String] {
        let lowered = Array(name.lowercased())
        let budget = max(1, lowered.count / 3)
        var scored: [(distance: Int, index: Int, name: String)] = []
        for (index, candidate) in candidates.enumerated() {
            let d = distance(lowered, Array(candidate.lowercased()))
            if d <= budget || candidate.lowercased().hasPrefix(name.lowercased()) && !name.isEmpty {
                scored.append((d, index, candidate))
            }
        }
        scored.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
        return scored.prefix(limit).map(\.name)
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent swaps).
    package static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
