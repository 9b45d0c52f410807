/// The lines of one `notes.json` (one version each) made by the previous
/// build in this process (`serve`), so that a rebuild serialises only the
/// versions that changed. A line is taken only for a release equal to the
/// one it was made from; the plan's key covers the rest of what a line
/// reads (the site's widget title, the language folder).
final class NotesLines: Sendable {
    private let memo = ReleaseMemo<[UInt8]>()

    /// The line of `release`, from the previous build when unchanged, else made.
    func line(of release: Release, make: () -> [UInt8]) -> [UInt8] {
        memo.value(for: release.version.fullText, release: release, make: make)
    }

    /// The lines kept, each with the release it was made from (`SavedMemory`).
    var entries: [(key: String, release: Release, value: [UInt8])] {
        get { memo.entries }
        set { memo.restore(newValue) }
    }

    /// Called when the file is complete: lines of versions it no longer
    /// shows are dropped.
    func finish() {
        memo.endPass()
    }
}
