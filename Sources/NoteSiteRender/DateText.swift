import Foundation
import NoteSiteKit

/// Human-readable dates for pages: CLDR's long date format in the page's
/// language ("March 18, 2026", "18 mars 2026", "2026年3月18日"), made by
/// Foundation with the Gregorian calendar, UTC and Latin digits fixed, so the
/// output never depends on the machine's locale or time zone.
enum DateText {
    private static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar
    }()

    /// The moment a version is published, and that moment as a feed's
    /// RFC 3339 timestamp: a date and time as that instant in UTC; a date
    /// alone as 00:00 of the date as written, with the offset that makes it
    /// the moment the day starts in `timeZone` (where a clock change skips
    /// midnight, the first moment of the day: 00:00-04:00 for 01:00-03:00).
    static func feedMoment(date: String?, dateTime: String?, timeZone: String) -> (moment: Date, text: String) {
        let zone = TimeZone(identifier: timeZone) ?? utc
        if let dateTime, let moment = VersionMoment.resolve(dateTime, timeZone: zone) {
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: moment)
            return (moment, String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", c.year ?? 1970, c.month ?? 1, c.day ?? 1,
                                   c.hour ?? 0, c.minute ?? 0, c.second ?? 0))
        }
        let day = date ?? "1970-01-01"
        let midnightUTC = VersionMoment.resolve(day, timeZone: utc) ?? Date(timeIntervalSince1970: 0)
        let moment = VersionMoment.resolve(day, timeZone: zone) ?? midnightUTC
        // Whole minutes: RFC 3339 has no seconds in an offset.
        let minutes = Int((midnightUTC.timeIntervalSince(moment) / 60).rounded())
        guard minutes != 0 else { return (moment, day + "T00:00:00Z") }
        let text = day + "T00:00:00" + (minutes < 0 ? "-" : "+") + String(format: "%02d:%02d", abs(minutes) / 60, abs(minutes) % 60)
        return (moment, text)
    }

    /// The long form of a `YYYY-MM-DD` date in `language`; the ISO date when
    /// it is not one. Each is made once per process: a release's date shows
    /// on its changelog page, its permalink page and the version index, and
    /// formatting one takes longer than making the rest of its entry.
    static func display(_ iso: String, language: String) -> String {
        let (style, known) = lock.withLock { () -> (Date.FormatStyle, String?) in
            if let kept = languages[language] { return (kept.style, kept.texts[iso]) }
            let made = Self.style(for: language)
            languages[language] = Language(style: made)
            return (made, nil)
        }
        if let known { return known }
        let text = format(iso, style: style)
        lock.withLock { languages[language]?.texts[iso] = text }
        return text
    }

    private static func format(_ iso: String, style: Date.FormatStyle) -> String {
        let parts = iso.split(separator: "-")
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              let date = calendar.date(from: DateComponents(year: year, month: month, day: day)) else { return iso }
        return style.format(date)
    }

    /// The format for one language. Version numbers on the same page use
    /// Latin digits, and so do the dates, in every language.
    static func style(for language: String) -> Date.FormatStyle {
        Date.FormatStyle(date: .long, time: .omitted, locale: Locale(identifier: language + "@numbers=latn"),
                         calendar: calendar, timeZone: utc)
    }

    /// A language's format, made once (a locale takes longer to make than a
    /// date to format), and the dates made with it.
    private struct Language {
        var style: Date.FormatStyle
        var texts: [String: String] = [:]
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var languages: [String: Language] = [:]
}
