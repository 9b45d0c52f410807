/// The widget's selection rules (docs/widget.md) as pure functions, shared by the
/// generator, its tests and the tests of the browser widget.
public enum WhatsNewSelection {
    /// The versions to present, newest first, for the current version `current`,
    /// the versions that have notes (`available`) and those already presented.
    ///
    /// - `fallback` (WhatsNewKit): nothing if `current` was presented; else
    ///   `current` if it has notes; else its major.minor.0 if that has notes, was
    ///   not presented and is not above `current`. The last condition means a
    ///   pre-release such as 2.0.0-beta.1 never falls back to 2.0.0, a release
    ///   that comes after it.
    /// - `exact` (Notelet): `current` if it has notes and was not presented.
    /// - `cumulative`: every version up to `current` with notes that was not
    ///   presented.
    public static func select(
        mode: SelectionMode, current: SemanticVersion, available: [SemanticVersion],
        presented: Set<SemanticVersion>
    ) -> [SemanticVersion] {
        switch mode {
        case .fallback:
            return fallback(current: current, available: available, presented: presented)
        case .exact:
            let fresh = available.contains(current) && !presented.contains(current)
            return fresh ? [current] : []
        case .cumulative:
            let unseen = Set(available.filter { $0 <= current && !presented.contains($0) })
            return unseen.sorted(by: >)
        }
    }

    private static func fallback(
        current: SemanticVersion, available: [SemanticVersion], presented: Set<SemanticVersion>
    ) -> [SemanticVersion] {
        if presented.contains(current) { return [] }
        if available.contains(current) { return [current] }
        let release = current.majorMinorZero
        guard release <= current, !presented.contains(release), available.contains(release) else {
            return []
        }
        return [release]
    }
}
