import Foundation

/// The widget's rules (docs/widget.md) over a site's version index: which
/// versions to present for the app's version, and which are unread.
///
/// `presented` is nil when nothing was ever stored, which is what
/// `skipFirstVisit` looks at; otherwise it is the set P of presented versions.
public struct WhatsNewPicker: Sendable {
    /// Every listed version, as the index lists them.
    public let entries: [WhatsNewIndexEntry]
    public var options: WhatsNewOptions
    /// Where a date without a time starts.
    public let timeZone: TimeZone

    public init(entries: [WhatsNewIndexEntry], options: WhatsNewOptions = WhatsNewOptions(),
                timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current) {
        self.entries = entries
        self.options = options
        self.timeZone = timeZone
    }

    /// The rules over an index, in its time zone (UTC when it names none this system knows).
    public init(index: WhatsNewIndex, options: WhatsNewOptions = WhatsNewOptions()) {
        self.init(entries: index.versions, options: options,
                  timeZone: TimeZone(identifier: index.timeZone) ?? TimeZone(identifier: "UTC") ?? .current)
    }

    /// The versions that may be shown now, newest first: no drafts, no
    /// yanked or scheduled versions, only the platform and audiences asked for.
    public var available: [SemanticVersion] {
        let now = options.now ?? Date()
        let shown = entries.filter { entry in
            !entry.draft && !entry.yanked
                && (entry.audience.map { !options.audiences.isDisjoint(with: $0) } ?? true)
                && (options.platform.map { platform in entry.platforms?.contains(platform) ?? true } ?? true)
                && !isScheduled(entry, now: now)
        }
        return Set(shown.map(\.version)).sorted(by: >)
    }

    /// What automatic presentation shows for `current`, newest first.
    public func whatsNew(current: SemanticVersion, presented: Set<SemanticVersion>?) -> [SemanticVersion] {
        guard let presented = resolve(presented) else { return [] }
        let picked = WhatsNewSelection.select(
            mode: options.selection, current: current, available: available, presented: presented)
        return options.selection == .cumulative ? limited(picked) : picked
    }

    /// The unread versions: what `cumulative` would pick now, whatever the mode.
    public func unread(current: SemanticVersion, presented: Set<SemanticVersion>?) -> [SemanticVersion] {
        guard let presented = resolve(presented) else { return [] }
        return limited(WhatsNewSelection.select(
            mode: .cumulative, current: current, available: available, presented: presented))
    }

    /// What a first visit with `skipFirstVisit` records as presented: every
    /// version that may be shown, up to `current`, newest first.
    public func firstVisitPresented(current: SemanticVersion) -> [SemanticVersion] {
        available.filter { $0 <= current }
    }

    /// P, or nil when nothing was stored and `skipFirstVisit` says to show nothing.
    private func resolve(_ presented: Set<SemanticVersion>?) -> Set<SemanticVersion>? {
        if presented == nil, options.skipFirstVisit { return nil }
        return presented ?? []
    }

    /// The newest ones: a long absence must not open a sheet of hundreds of pages.
    private func limited(_ versions: [SemanticVersion]) -> [SemanticVersion] {
        Array(versions.prefix(max(1, options.cumulativeLimit)))
    }

    /// A version whose moment lies after `now`; a date that cannot be read is taken as published.
    private func isScheduled(_ entry: WhatsNewIndexEntry, now: Date) -> Bool {
        guard let date = entry.date, let moment = VersionMoment.resolve(date, timeZone: timeZone) else {
            return false
        }
        return moment > now
    }
}
