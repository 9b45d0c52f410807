import NoteSiteBuild
import NoteSiteContent
import NoteSiteDiagnostics
import NoteSiteMustache
import NoteSiteSourceData
import NoteSiteSupport

/// A model shaped like a version file: required and optional keys, located
/// values, numbers, a string enum, lists, maps and nesting. Its keys are
/// `CaseIterable`, so unknown keys are rejected with a suggestion.
struct FuzzDocument: Decodable {
    var version: Located<String>
    var date: Located<String>?
    var title: String?
    var draft: Bool?
    var count: Int?
    var small: UInt8?
    var ratio: Double?
    var selection: Selection?
    var tags: [String]?
    var features: [Row]?
    var labels: [String: String]?
    var groups: [String: [Row]]?
    var matrix: [[Int]]?
    var layout: Insets?
    var body: Located<String>?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case version, date, title, draft, count, small, ratio, selection, tags, features, labels, groups
        case matrix, layout, body
    }

    enum Selection: String, Decodable, CaseIterable {
        case fallback, exact, cumulative
    }

    struct Row: Decodable {
        var icon: Located<String>?
        var color: Located<String>?
        var title: Located<String>
        var subtitle: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case icon, color, title, subtitle
        }
    }

    struct Insets: Decodable {
        var top: Double?
        var leading: Double?
        var bottom: Double?
        var trailing: Double?
        var spacing: Located<Double>?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case top, leading, bottom, trailing, spacing
        }
    }
}

/// Any YAML value, read through whichever container fits, so the decoder's
/// keyed, unkeyed and single-value paths all see arbitrary trees.
indirect enum FreeValue: Decodable {
    case null
    case text(String)
    case list([FreeValue])
    case map([String: FreeValue])

    /// Any key at all: not `CaseIterable`, so no key is unknown.
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            var fields: [String: FreeValue] = [:]
            for key in keyed.allKeys {
                fields[key.stringValue] = try keyed.decode(FreeValue.self, forKey: key)
            }
            self = .map(fields)
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            var items: [FreeValue] = []
            while !unkeyed.isAtEnd { items.append(try unkeyed.decode(FreeValue.self)) }
            self = .list(items)
        } else {
            let single = try decoder.singleValueContainer()
            self = single.decodeNil() ? .null : .text(try single.decode(String.self))
        }
    }
}
