extension MustacheValue {
    /// The text an interpolation tag prints for this value, before escaping;
    /// lists and objects print nothing.
    var interpolatedText: String {
        switch self {
        case .string(let text): text
        case .int(let number): String(number)
        case .double(let number): Self.format(number)
        case .bool(let flag): flag ? "true" : "false"
        case .null, .list, .object: ""
        }
    }

    /// Whole numbers print without a fraction (`2.0` as "2"), as JSON data
    /// written by hand expects; others print in Swift's shortest exact form.
    static func format(_ number: Double) -> String {
        if number.isFinite, number.rounded() == number, abs(number) < 1e15 {
            return String(Int(number))
        }
        return String(number)
    }
}
