/// `YYYY-MM-DD` as an RFC 822 date at midnight UTC (`Wed, 18 Mar 2026 00:00:00 +0000`),
/// computed without the clock, the time zone or the locale.
enum RFC822Date {
    private static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func text(_ date: String) -> String? {
        let parts = date.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
        let (year, month, day) = (parts[0], parts[1], parts[2])
        // Days since 1970-01-01 by the civil-calendar algorithm; 1970-01-01 was a Thursday.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146097 + dayOfEra - 719468
        let weekday = ((days % 7) + 7 + 3) % 7
        let dd = day < 10 ? "0\(day)" : "\(day)"
        return "\(weekdays[weekday]), \(dd) \(months[month - 1]) \(year) 00:00:00 +0000"
    }
}
