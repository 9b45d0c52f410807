import Foundation

/// What a file that shows a part of many releases is made from: the rows
/// of the version index, a permalink page's neighbours. It is made once,
/// when first asked for, by the check that compares its digest with the
/// previous build's or by the file itself, and the file is made from this
/// value alone, so that whatever the file shows of those releases is in
/// the digest (docs/architecture.md, "What a file is made from"). A new
/// field in the data joins the check by being in the data.
final class FileData<Value: Sendable>: FileDataDigest, @unchecked Sendable {
    private let lock = NSLock()
    private let make: @Sendable () throws -> Value
    private let digestOf: @Sendable (Value) -> String
    private var made: Result<(value: Value, digest: String), any Error>?

    init(_ make: @escaping @Sendable () throws -> Value, digest: @escaping @Sendable (Value) -> String) {
        self.make = make
        digestOf = digest
    }

    /// The data; throws what making it threw.
    func value() throws -> Value { try result().get().value }

    /// The data's digest; a failure to make it gives a digest that matches none.
    var digest: String { (try? result().get().digest) ?? "" }

    /// The digest if the data was made.
    var madeDigest: String? {
        lock.withLock {
            guard case .success(let made)? = made else { return nil }
            return made.digest
        }
    }

    private func result() -> Result<(value: Value, digest: String), any Error> {
        lock.withLock {
            if let made { return made }
            let result = Result { () throws -> (value: Value, digest: String) in
                let value = try make()
                return (value, digestOf(value))
            }
            made = result
            return result
        }
    }
}

/// A file's data as the check sees it, whatever its type.
protocol FileDataDigest: Sendable {
    var digest: String { get }
    var madeDigest: String? { get }
}
