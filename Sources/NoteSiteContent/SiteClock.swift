import Foundation

/// "Now" for a site (docs/content.md): `SOURCE_DATE_EPOCH` when set, so that
/// a build or a release can be repeated exactly, else the clock.
public struct SiteClock: Sendable, Equatable {
    /// The moment taken as now.
    public let now: Date

    public init(now: Date) {
        self.now = now
    }

    /// Now from `environment` (the process's own by default); a
    /// `SOURCE_DATE_EPOCH` that is not a whole number of seconds is an error.
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) throws(ContentError) -> SiteClock {
        guard let raw = environment["SOURCE_DATE_EPOCH"] else { return SiteClock(now: Date()) }
        guard let seconds = Int64(raw.trimmingCharacters(in: .whitespaces)) else {
            throw ContentError(path: "SOURCE_DATE_EPOCH", message: "SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, found \"\(raw)\"",
                               hint: "set it like SOURCE_DATE_EPOCH=$(git log -1 --format=%ct), or unset it to use the clock")
        }
        return SiteClock(now: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    /// Today as YYYY-MM-DD in `timeZone` (an IANA name; UTC when unknown).
    public func today(in timeZone: String) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: timeZone) ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let c = calendar.dateComponents([.year, .month, .day], from: now)
        return String(format: "%04d-%02d-%02d", c.year ?? 1970, c.month ?? 1, c.day ?? 1)
    }
}
