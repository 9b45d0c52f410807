import Foundation
import NoteSiteSupport
import NoteSiteContent

/// A change fragment that `notesite add` writes (docs/command-line.md).
public struct FragmentDraft: Sendable, Equatable {
    public var kind: ChangeKind
    public var text: String
    public var platforms: [String] = []
    public var labels: [String] = []

    public init(kind: ChangeKind, text: String, platforms: [String] = [], labels: [String] = []) {
        self.kind = kind
        self.text = text
        // A word given twice is meant once.
        self.platforms = platforms.enumerated().filter { platforms.firstIndex(of: $0.element) == $0.offset }.map(\.element)
        self.labels = labels.enumerated().filter { labels.firstIndex(of: $0.element) == $0.offset }.map(\.element)
    }

    /// The file: front matter with the type, platforms and labels, then the text.
    public var fileText: String {
        var lines = ["---", "type: \(kind.rawValue)"]
        if !platforms.isEmpty { lines.append("platforms: [\(platforms.joined(separator: ", "))]") }
        if !labels.isEmpty { lines.append("labels: [\(labels.joined(separator: ", "))]") }
        lines += ["---", "", text.trimmingCharacters(in: .whitespacesAndNewlines)]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A file name made from the text: its words as an ASCII slug, then a
    /// short hash of the text and `salt`, so that the same text added twice
    /// makes two files.
    public static func fileName(for text: String, salt: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil).lowercased()
        var slug = ""
        for scalar in folded.unicodeScalars {
            if scalar.isASCII && (("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty && !slug.hasSuffix("-") {
                slug.append("-")
            }
        }
        // At most 40 characters, cut after a whole word where there is one.
        if slug.count > 40 {
            let wholeWord = slug.dropFirst(40).first == "-"
            slug = String(slug.prefix(40))
            if !wholeWord, let dash = slug.lastIndex(of: "-"), slug.distance(from: slug.startIndex, to: dash) >= 12 {
                slug = String(slug[..<dash])
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        let hash = SHA256.hex(of: Array((text + "\u{0}" + salt).utf8)).prefix(6)
        return (slug.isEmpty ? "change" : slug) + "-" + hash + ".md"
    }
}
