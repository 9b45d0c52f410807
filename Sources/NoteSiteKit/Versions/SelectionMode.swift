/// Which notes the widget presents for the current version (docs/widget.md).
public enum SelectionMode: String, CaseIterable, Sendable {
    /// WhatsNewKit: the current version's notes, else its major.minor.0 notes.
    case fallback
    /// Notelet: the current version's notes only.
    case exact
    /// Every unseen version up to the current one, newest first.
    case cumulative
}
