import Foundation

/// Decodes `Decodable` models from YAML (or JSON, which is YAML's flow syntax),
/// reporting every problem as a `YAMLError` at its file line and column.
public struct YAMLDecoder: Sendable {
    /// A decoder; it holds no settings.
    public init() {}

    /// Decodes `type` from `yaml`, which starts on line `firstLine` of the file at `path`.
    public func decode<T: Decodable>(_ type: T.Type, from yaml: String, path: String, firstLine: Int = 1) throws -> T {
        let root = try YAMLNode.parse(yaml, path: path, firstLine: firstLine)
        return try decode(type, from: root, path: path)
    }

    /// Decodes `type` from a JSON document, with the same located errors and key checks as YAML.
    public func decode<T: Decodable>(_ type: T.Type, fromJSON json: String, path: String) throws -> T {
        try decode(type, from: JSONText.yamlCompatible(json), path: path)
    }

    /// Decodes `type` from a file's bytes: UTF-8 checked, byte order mark and CR line endings handled.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data, path: String) throws -> T {
        try decode(type, from: SourceText.decode(data, path: path), path: path)
    }

    /// Decodes `type` from an already parsed node.
    public func decode<T: Decodable>(_ type: T.Type, from node: YAMLNode, path: String) throws -> T {
        try NodeDecoder(node: node, path: path).decode(type)
    }
}

extension YAMLNode {
    /// Parses the single document in `yaml`, which starts on line `firstLine` of the file at `path`.
    /// An empty document is an empty plain scalar (null).
    public static func parse(_ yaml: String, path: String, firstLine: Int = 1) throws -> YAMLNode {
        try EventParser(path: path, firstLine: firstLine).parse(yaml)
    }
}
