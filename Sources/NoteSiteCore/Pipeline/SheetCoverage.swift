/// `check`'s information about versions whose sheet has no features:
/// notesite shows their title and body instead (SPEC §2), but an app that
/// requires features, as WhatsNewKit does, would show an empty sheet.
enum SheetCoverage {
    /// At most this many versions are named; the count covers them all.
    static let named = 8

    static func note(for releases: [Release], folder: String) -> Diagnostic? {
        let bare = releases.filter { $0.features.isEmpty && $0.pages.isEmpty && !$0.isDraft && !$0.isYanked }
        guard !bare.isEmpty else { return nil }
        var list = bare.prefix(named).map(\.version.canonical).joined(separator: ", ")
        if bare.count > named { list += ", …" }
        let count = bare.count == 1 ? "1 version has" : "\(bare.count) versions have"
        return Diagnostic(.note, path: folder,
                          message: "\(count) neither features nor pages, so the sheet shows the title and body (\(list))",
                          hint: "add features where an app expects a sheet of features, as WhatsNewKit does")
    }
}
