/// A loaded document and where it came from.
public struct Fetched<Value: Sendable>: Sendable {
    /// Where a document came from.
    public enum Source: Sendable, Equatable {
        /// A 200 response from the site.
        case network
        /// The cached copy: after a 304, or because the site could not be used.
        case cache
        /// The copy bundled with the app, because neither the site nor the cache could be used.
        case bundled
    }

    public let value: Value
    public let source: Source

    public init(value: Value, source: Source) {
        self.value = value
        self.source = source
    }
}

extension Fetched: Equatable where Value: Equatable {}
