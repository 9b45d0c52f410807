extension ReleaseDate {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// The `YYYY-MM-DD` a date written another common way stands for:
    /// `16 Aug 2026`, `August 16, 2026`, `2026/08/16`, `2026-8-16`. Only
    /// forms with one reading are understood (`08/09/2026` is not).
    package static func suggestion(for raw: String) -> String? {
        let words = raw.lowercased()
            .split { $0 == " " || $0 == "," || $0 == "/" || $0 == "-" || $0 == "." || $0 == "\t" }
            .map(String.init)
        guard words.count == 3 else { return nil }
        var year: Int?, month: Int?, day: Int?
        if let named = words.firstIndex(where: { monthNumber($0) != nil }) {
            month = monthNumber(words[named])
            let others = words.indices.filter { $0 != named }.compactMap { Int(words[$0].filter(\.isNumber)) }
            guard others.count == 2 else { return nil }
            // The year is the four-digit one; the other is the day.
            guard let yearIndex = others.firstIndex(where: { $0 >= 1000 }) else { return nil }
            year = others[yearIndex]
            day = others[1 - yearIndex]
        } else if words[0].count == 4, let y = Int(words[0]), let m = Int(words[1]), let d = Int(words[2]) {
            (year, month, day) = (y, m, d)
        }
        guard let year, let month, let day, (1000...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else {
            return nil
        }
        let text = "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
        return parse(text)
    }

    /// 1 to 12 for an English month name or its first three letters.
    private static func monthNumber(_ word: String) -> Int? {
        guard word.count >= 3, let index = months.firstIndex(of: String(word.prefix(3))) else { return nil }
        let full = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                    "october", "november", "december"][index]
        return full.hasPrefix(word) || word == months[index] + "." || word == "sept" ? index + 1 : nil
    }
}
