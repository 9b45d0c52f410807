import Foundation

/// The stored form of the presented versions, shared with the widget: a JSON
/// array of canonical versions under the key `notesite.presentedVersions`.
enum PresentedVersionList {
    static let key = "notesite.presentedVersions"

    /// The versions of a stored array. As the widget does, `1.4` and `v1.4.0`
    /// read as 1.4.0, and what is not a version is skipped; anything but an
    /// array reads as an empty list.
    static func decode(_ data: Data) -> [SemanticVersion] {
        guard let list = try? JSONSerialization.jsonObject(with: data) as? [Any] else { return [] }
        return decode(list)
    }

    /// The versions among `list`'s strings, each once, in order.
    static func decode(_ list: [Any]) -> [SemanticVersion] {
        var seen = Set<SemanticVersion>()
        return list.compactMap { item in
            guard let text = item as? String,
                  let version = try? SemanticVersion(frontMatter: text.trimmingCharacters(in: .whitespaces)),
                  seen.insert(version).inserted else { return nil }
            return version
        }
    }

    /// The array the widget writes: canonical versions in the order they were presented.
    static func encode(_ versions: [SemanticVersion]) -> Data {
        let texts = versions.map(\.canonical)
        return (try? JSONSerialization.data(withJSONObject: texts, options: [.withoutEscapingSlashes])) ?? Data("[]".utf8)
    }
}
