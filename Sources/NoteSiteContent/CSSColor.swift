import Foundation

/// Checks that a value is a CSS color of docs/content.md, so nothing else can reach a
/// stylesheet or a `style` attribute.
enum CSSColor {
    static let functions: Set<String> = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch"]

    /// `true` for `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, a color function with
    /// numeric arguments, a named color, `transparent` or `currentColor`.
    static func isValid(_ raw: String) -> Bool {
        let value = raw.trimmingCharacters(in: .whitespaces)
        if value.hasPrefix("#") {
            let digits = value.dropFirst()
            return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy(\.isHexDigit)
        }
        let lowered = value.lowercased()
        if lowered == "transparent" || lowered == "currentcolor" || named.contains(lowered) { return true }
        guard let open = lowered.firstIndex(of: "("), lowered.hasSuffix(")") else { return false }
        guard functions.contains(String(lowered[..<open])) else { return false }
        let arguments = lowered[lowered.index(after: open)..<lowered.index(before: lowered.endIndex)]
        return isNumericArgumentList(arguments)
    }

    /// Three components, then an alpha after one slash (or after a comma, in
    /// the legacy form): numbers, percentages, angles and `none` only, so no
    /// nested functions, no `url()`, no `;`, `{` or quotes.
    private static func isNumericArgumentList(_ text: Substring) -> Bool {
        // A slash may touch its neighbours (`0 0 0/50%`), so it becomes a word of its own.
        let words = text.replacingOccurrences(of: "/", with: " / ").split { $0 == " " || $0 == "," || $0 == "\t" }
        let components = words.filter { $0 != "/" }
        guard (3...4).contains(components.count), components.allSatisfy(isNumericComponent) else { return false }
        switch words.count - components.count {
        case 0: return components.count == 3 || text.contains(",")
        case 1: return words.count == 5 && words[3] == "/"
        default: return false
        }
    }

    private static func isNumericComponent(_ word: Substring) -> Bool {
        if word == "none" { return true }
        var number = word
        for unit in ["deg", "grad", "rad", "turn", "%"] where number.hasSuffix(unit) {
            number = number.dropLast(unit.count)
            break
        }
        return !number.isEmpty && Double(number) != nil && number.allSatisfy { $0.isNumber || "+-.e".contains($0) }
    }

    /// The CSS named colors (CSS Color Module Level 4), lower-cased.
    static let named: Set<String> = [
        "aliceblue", "antiquewhite", "aqua", "aquamarine", "azure", "beige", "bisque", "black",
        "blanchedalmond", "blue", "blueviolet", "brown", "burlywood", "cadetblue", "chartreuse",
        "chocolate", "coral", "cornflowerblue", "cornsilk", "crimson", "cyan", "darkblue", "darkcyan",
        "darkgoldenrod", "darkgray", "darkgreen", "darkgrey", "darkkhaki", "darkmagenta",
        "darkolivegreen", "darkorange", "darkorchid", "darkred", "darksalmon", "darkseagreen",
        "darkslateblue", "darkslategray", "darkslategrey", "darkturquoise", "darkviolet", "deeppink",
        "deepskyblue", "dimgray", "dimgrey", "dodgerblue", "firebrick", "floralwhite", "forestgreen",
        "fuchsia", "gainsboro", "ghostwhite", "gold", "goldenrod", "gray", "green", "greenyellow",
        "grey", "honeydew", "hotpink", "indianred", "indigo", "ivory", "khaki", "lavender",
        "lavenderblush", "lawngreen", "lemonchiffon", "lightblue", "lightcoral", "lightcyan",
        "lightgoldenrodyellow", "lightgray", "lightgreen", "lightgrey", "lightpink", "lightsalmon",
        "lightseagreen", "lightskyblue", "lightslategray", "lightslategrey", "lightsteelblue",
        "lightyellow", "lime", "limegreen", "linen", "magenta", "maroon", "mediumaquamarine",
        "mediumblue", "mediumorchid", "mediumpurple", "mediumseagreen", "mediumslateblue",
        "mediumspringgreen", "mediumturquoise", "mediumvioletred", "midnightblue", "mintcream",
        "mistyrose", "moccasin", "navajowhite", "navy", "oldlace", "olive", "olivedrab", "orange",
        "orangered", "orchid", "palegoldenrod", "palegreen", "paleturquoise", "palevioletred",
        "papayawhip", "peachpuff", "peru", "pink", "plum", "powderblue", "purple", "rebeccapurple",
        "red", "rosybrown", "royalblue", "saddlebrown", "salmon", "sandybrown", "seagreen", "seashell",
        "sienna", "silver", "skyblue", "slateblue", "slategray", "slategrey", "snow", "springgreen",
        "steelblue", "tan", "teal", "thistle", "tomato", "turquoise", "violet", "wheat", "white",
        "whitesmoke", "yellow", "yellowgreen",
    ]
}
