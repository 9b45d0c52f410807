@testable import NoteSiteBuild
@testable import NoteSiteSourceData

/// A version file shaped like the real one, small enough to read in a test.
struct TestVersion: Decodable, Equatable {
    var version: Located<String>
    var date: String?
    var title: String?
    var draft: Bool?
    var features: [TestFeature]?
    var paging: TestPaging?
    var widget: TestWidget?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case version, date, title, draft, features, paging, widget
    }
}

struct TestFeature: Decodable, Equatable {
    var icon: String?
    var title: String
    var subtitle: String?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case icon, title, subtitle
    }
}

struct TestPaging: Decodable, Equatable {
    var perPage: Int

    enum CodingKeys: String, CodingKey, CaseIterable {
        case perPage
    }
}

struct TestWidget: Decodable, Equatable {
    var selection: TestSelection?
    var color: TestColor?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case selection, color
    }
}

enum TestSelection: String, Decodable, CaseIterable {
    case fallback, exact, cumulative
}

/// A value checked in its own `init(from:)`, the way colors and versions are.
struct TestColor: Decodable, Equatable {
    var hex: String

    init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard text.hasPrefix("#") else {
            throw decoder.error("'\(decoder.keyPath)' must be a CSS color, found \"\(text)\"",
                                hint: "write a color like #ff8800")
        }
        hex = text
    }
}

/// Keys that are not `CaseIterable`: anything else in the mapping is ignored.
struct LenientModel: Decodable, Equatable {
    var title: String

    enum CodingKeys: String, CodingKey {
        case title
    }
}

/// `{value: …}`, for decoding one scalar of any type.
struct Box<Value: Decodable>: Decodable {
    var value: Value
}

/// `{value: …}` where the value may be absent or null.
struct OptionalBox<Value: Decodable>: Decodable {
    var value: Value?
}

enum VersionFile {
    static let path = "content/versions/1.4.0.md"

    /// Splits `text` and decodes its front matter, as the content loader will.
    static func decode(_ text: String) throws -> TestVersion {
        let split = try FrontMatter(splitting: text, path: path)
        return try YAMLDecoder().decode(TestVersion.self, from: split.yaml ?? "", path: path,
                                        firstLine: split.yamlFirstLine)
    }
}
