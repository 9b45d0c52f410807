/// Human-readable dates for pages, kept deterministic (no locale or time zone).
enum DateText {
    private static let months = ["January", "February", "March", "April", "May", "June", "July",
                                 "August", "September", "October", "November", "December"]

    /// "March 18, 2026" for English sites; the ISO date for other languages.
    static func display(_ iso: String, language: String) -> String {
        guard language == "en" || language.hasPrefix("en-") else { return iso }
        let parts = iso.split(separator: "-")
        guard parts.count == 3, let month = Int(parts[1]), (1...12).contains(month), let day = Int(parts[2]) else { return iso }
        return "\(months[month - 1]) \(day), \(parts[0])"
    }
}
