import Foundation

/// Decodes `Decodable` models from YAML or JSON, reporting every problem as
/// a `YAMLError` at its file line and column. When a file has several
/// problems, all of them are thrown together as `YAMLErrors`.
public struct YAMLDecoder: Sendable {
    /// A decoder; it holds no settings.
    public init() {}

    /// Decodes `type` from `yaml`, which starts on line `firstLine` of the file at `path`.
    public func decode<T: Decodable>(_ type: T.Type, from yaml: String, path: String, firstLine: Int = 1) throws -> T {
        let root = try YAMLNode.parse(yaml, path: path, firstLine: firstLine)
        return try decode(type, from: root, path: path)
    }

    /// Decodes `type` from a JSON document (RFC 8259, nothing more lenient),
    /// with the same located errors and key checks as YAML, and exact types:
    /// a number or boolean where text is expected is an error.
    public func decode<T: Decodable>(_ type: T.Type, fromJSON json: String, path: String) throws -> T {
        let root = try JSONParser.parse(json, path: path)
        return try decode(type, from: root, path: path, state: DecodingState(isJSON: true), keepingUnknownKeys: false).value
    }

    /// Decodes `type` from a file's bytes: UTF-8 checked, byte order mark and CR line endings handled.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data, path: String) throws -> T {
        try decode(type, from: SourceText.decode(data, path: path), path: path)
    }

    /// Decodes `type` from an already parsed node.
    public func decode<T: Decodable>(_ type: T.Type, from node: YAMLNode, path: String) throws -> T {
        try decode(type, from: node, path: path, state: DecodingState(isJSON: false), keepingUnknownKeys: false).value
    }

    /// Like `decode(_:from:path:firstLine:)`, but keys the model does not know
    /// do not stop it: when they are the only problems, the value of the known
    /// keys is returned with an error for each unknown key, so that the
    /// caller can check the rest of the file and report everything at once.
    public func decodeReportingUnknownKeys<T: Decodable>(_ type: T.Type, from yaml: String, path: String,
                                                         firstLine: Int = 1) throws -> Decoded<T> {
        try decodeReportingUnknownKeys(type, from: YAMLNode.parse(yaml, path: path, firstLine: firstLine), path: path)
    }

    /// The same for an already parsed node.
    public func decodeReportingUnknownKeys<T: Decodable>(_ type: T.Type, from node: YAMLNode,
                                                         path: String) throws -> Decoded<T> {
        try decode(type, from: node, path: path, state: DecodingState(isJSON: false), keepingUnknownKeys: true)
    }

    /// The JSON counterpart of `decodeReportingUnknownKeys(_:from:path:firstLine:)`.
    public func decodeReportingUnknownKeys<T: Decodable>(_ type: T.Type, fromJSON json: String,
                                                         path: String) throws -> Decoded<T> {
        let root = try JSONParser.parse(json, path: path)
        return try decode(type, from: root, path: path, state: DecodingState(isJSON: true), keepingUnknownKeys: true)
    }

    /// At most this many problems are reported for one file.
    static let problemLimit = 50

    /// Decodes again after each problem with the value at fault set aside,
    /// so one pass finds each further problem; the values those hold are
    /// then absent, never wrongly reported as missing. An unknown key sets
    /// aside nothing the model reads, so with `keepingUnknownKeys` a value
    /// whose only problems are unknown keys is returned with them.
    private func decode<T: Decodable>(_ type: T.Type, from node: YAMLNode, path: String,
                                      state: DecodingState, keepingUnknownKeys: Bool) throws -> Decoded<T> {
        var problems: [YAMLError] = []
        while true {
            do {
                let value = try NodeDecoder(node: node, path: path, state: state).decode(type)
                if problems.isEmpty || keepingUnknownKeys && problems.allSatisfy(\.isUnknownKey) {
                    return Decoded(value: value, unknownKeys: problems)
                }
                break
            } catch let error as YAMLError {
                problems.append(error)
                guard problems.count < Self.problemLimit, let origin = state.origin(of: error),
                      state.skip(origin) else { break }
            } catch let skipped as SkippedValue {
                guard !problems.isEmpty, state.skip(skipped.keyPath) else { break }
            }
        }
        if problems.count == 1 { throw problems[0] }
        throw YAMLErrors(errors: problems)
    }
}

/// A value decoded in spite of keys its model does not know.
public struct Decoded<Value> {
    /// The value of the known keys.
    public var value: Value
    /// One error for each unknown key, in the order found; empty when there were none.
    public var unknownKeys: [YAMLError]
}

extension YAMLError {
    /// Whether this is a key the model does not know, which leaves the rest of the value readable.
    var isUnknownKey: Bool {
        if case .unknownKey = reason { return true }
        return false
    }
}

extension YAMLNode {
    /// Parses the single document in `yaml`, which starts on line `firstLine` of the file at `path`.
    /// An empty document is an empty plain scalar (null).
    public static func parse(_ yaml: String, path: String, firstLine: Int = 1) throws -> YAMLNode {
        try EventParser(path: path, firstLine: firstLine).parse(yaml)
    }
}
