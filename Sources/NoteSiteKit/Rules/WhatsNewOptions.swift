import Foundation

/// How versions are picked, with the defaults of the site's `widget`
/// settings and of the widget's `data-*` attributes (docs/widget.md).
public struct WhatsNewOptions: Sendable, Equatable {
    /// The selection mode: `fallback` (WhatsNewKit), `exact` (Notelet) or `cumulative`.
    public var selection: SelectionMode
    /// The most versions one cumulative pick or unread list holds (at least 1).
    public var cumulativeLimit: Int
    /// When nothing was ever stored, record every version up to the current
    /// one as presented and show nothing.
    public var skipFirstVisit: Bool
    /// One platform word: only versions that count for it are picked; nil means any.
    public var platform: String?
    /// The audiences asked for: a version with an `audience` is picked only
    /// when one of its words is here. Versions without one are always in.
    public var audiences: Set<String>
    /// The moment that decides which versions are still scheduled; nil means the clock.
    public var now: Date?

    public init(selection: SelectionMode = .fallback, cumulativeLimit: Int = 10, skipFirstVisit: Bool = false,
                platform: String? = nil, audiences: Set<String> = [], now: Date? = nil) {
        self.selection = selection
        self.cumulativeLimit = cumulativeLimit
        self.skipFirstVisit = skipFirstVisit
        self.platform = platform
        self.audiences = audiences
        self.now = now
    }
}
