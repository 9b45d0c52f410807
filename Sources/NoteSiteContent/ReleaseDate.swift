/// Release dates: `YYYY-MM-DD` or an RFC 3339 date-time, which keeps its own date.
package enum ReleaseDate {
    /// The `YYYY-MM-DD` part, or nil when the text is not a real date in either form.
    package static func parse(_ raw: String) -> String? {
        let text = raw.trimmingCharacters(in: .whitespaces)
        let utf8 = Array(text.utf8)
        guard utf8.count >= 10, utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-"),
              let year = number(utf8[0..<4]), let month = number(utf8[5..<7]), let day = number(utf8[8..<10]),
              (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year)
        else { return nil }
        if utf8.count > 10 && !isTimePart(utf8[10...]) { return nil }
        return String(decoding: utf8[0..<10], as: UTF8.self)
    }

    /// Whole days from the date `a` to the date `b` (both `YYYY-MM-DD`), negative when `b` is earlier.
    static func days(from a: String, to b: String) -> Int? {
        guard let x = dayNumber(a), let y = dayNumber(b) else { return nil }
        return y - x
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar, without Foundation's calendars
    /// so that no time zone or locale can change it.
    private static func dayNumber(_ date: String) -> Int? {
        let utf8 = Array(date.utf8)
        guard utf8.count == 10, let y0 = number(utf8[0..<4]), let m = number(utf8[5..<7]), let d = number(utf8[8..<10])
        else { return nil }
        let y = m <= 2 ? y0 - 1 : y0
        let era = y / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146097 + dayOfEra - 719468
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for d in digits {
            guard (48...57).contains(d) else { return nil }
            value = value * 10 + Int(d - 48)
        }
        return value
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `Thh:mm:ss[.fff](Z|±hh:mm)`, with `t`, `z` or a space also accepted.
    private static func isTimePart(_ rest: ArraySlice<UInt8>) -> Bool {
        let s = Array(rest)
        guard s.count >= 10, [UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " ")].contains(s[0]),
              let h = number(s[1..<3]), s[3] == UInt8(ascii: ":"), let m = number(s[4..<6]),
              s[6] == UInt8(ascii: ":"), let sec = number(s[7..<9]), h < 24, m < 60, sec <= 60
        else { return false }
        var i = 9
        if i < s.count, s[i] == UInt8(ascii: ".") {
            i += 1
            let start = i
            while i < s.count, (48...57).contains(s[i]) { i += 1 }
            if i == start { return false }
        }
        let zone = Array(s[i...])
        if zone == [UInt8(ascii: "Z")] || zone == [UInt8(ascii: "z")] { return true }
        guard zone.count == 6, zone[0] == UInt8(ascii: "+") || zone[0] == UInt8(ascii: "-"),
              let zh = number(zone[1..<3]), zone[3] == UInt8(ascii: ":"), let zm = number(zone[4..<6])
        else { return false }
        return zh < 24 && zm < 60
    }
}
