/// What one decode of a file shares across its nested decoders: whether the
/// source is JSON (whose types are exact), and, to report every problem of
/// a file rather than the first, the values set aside after an error.
final class DecodingState {
    /// JSON source: numbers, booleans and null are never read as text.
    let isJSON: Bool
    /// Key paths (`features[1].title`) of values treated as absent.
    private(set) var skipped: Set<String> = []
    /// The key path each error was raised at, so the next pass can skip it.
    private var origins: [YAMLError: String] = [:]

    init(isJSON: Bool) {
        self.isJSON = isJSON
    }

    /// Whether any value is set aside; while none is, nothing is checked.
    var isSkipping: Bool { !skipped.isEmpty }

    /// Records that `error` was raised about the value at `keyPath`.
    func note(_ error: YAMLError, at keyPath: String) -> YAMLError {
        origins[error] = keyPath
        return error
    }

    /// Where `error` was raised, if it came from this decode.
    func origin(of error: YAMLError) -> String? {
        origins[error]
    }

    /// Sets the value at `keyPath` aside; false when it already was, or is
    /// the whole document, so a further pass could not get further.
    func skip(_ keyPath: String) -> Bool {
        guard !keyPath.isEmpty else { return false }
        return skipped.insert(keyPath).inserted
    }

    func isSkipped(_ keyPath: String) -> Bool {
        skipped.contains(keyPath)
    }
}

/// Thrown where a required value was set aside after its own error: the
/// value that holds it is set aside too, and nothing more is reported.
struct SkippedValue: Error {
    /// The key path of the value that could not be decoded without it.
    let keyPath: String
}
