import Foundation

/// The moment a version is published, from its `date`: `YYYY-MM-DD` starts
/// at 00:00 in the site's time zone; an RFC 3339 date and time is that instant.
public enum VersionMoment {
    /// The moment, or nil when `text` is neither form.
    public static func resolve(_ text: String, timeZone: TimeZone) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10, let year = number(bytes, 0, 4), bytes[4] == dash,
              let month = number(bytes, 5, 2), bytes[7] == dash, let day = number(bytes, 8, 2) else { return nil }
        var parts = DateComponents(year: year, month: month, day: day, hour: 0, minute: 0, second: 0)
        var zone = timeZone
        var fraction = 0.0
        if bytes.count > 10 {
            guard bytes.count >= 20, [UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " ")].contains(bytes[10]),
                  let hour = number(bytes, 11, 2), bytes[13] == colon, let minute = number(bytes, 14, 2),
                  bytes[16] == colon, let second = number(bytes, 17, 2) else { return nil }
            parts.hour = hour
            parts.minute = minute
            parts.second = second
            var index = 19
            if bytes[index] == UInt8(ascii: ".") {
                let start = index + 1
                index = start
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
                guard index > start, let value = Double("0." + String(decoding: bytes[start..<index], as: UTF8.self))
                else { return nil }
                fraction = value
            }
            guard index < bytes.count, let offset = offsetSeconds(bytes[index...]),
                  let fixed = TimeZone(secondsFromGMT: offset) else { return nil }
            zone = fixed
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        guard let date = calendar.date(from: parts), calendar.component(.day, from: date) == day else { return nil }
        return date.addingTimeInterval(fraction)
    }

    private static let dash = UInt8(ascii: "-")
    private static let colon = UInt8(ascii: ":")

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

    private static func number(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int? {
        guard start + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[start..<(start + count)] {
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        return value
    }

    /// `Z` is 0; `+02:00` and `-05:30` are offsets from UTC.
    private static func offsetSeconds(_ rest: ArraySlice<UInt8>) -> Int? {
        let bytes = Array(rest)
        if bytes == [UInt8(ascii: "Z")] || bytes == [UInt8(ascii: "z")] { return 0 }
        guard bytes.count == 6, bytes[0] == UInt8(ascii: "+") || bytes[0] == dash, bytes[3] == colon,
              let hours = number(bytes, 1, 2), let minutes = number(bytes, 4, 2) else { return nil }
        let seconds = hours * 3600 + minutes * 60
        return bytes[0] == dash ? -seconds : seconds
    }
}
