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
    /// The value until the file takes it; the digest stays, for the memory.
    private var value: Value?
    private var made: Result<String, any Error>?

    init(_ make: @escaping @Sendable () throws -> Value, digest: @escaping @Sendable (Value) -> String) {
        self.make = make
        digestOf = digest
    }

    /// The data, handed over: the file it is made for is made once, and a
    /// site's worth of data kept to the end of the build was the largest
    /// part of its peak memory. Asked again, it is made again. Throws what
    /// making it threw.
    func take() throws -> Value {
        try lock.withLock {
            _ = try result().get()
            if let value {
                self.value = nil
                return value
            }
            return try make()
        }
    }

    /// The data's digest; a failure to make it gives a digest that matches none.
    var digest: String { (try? lock.withLock { try result().get() }) ?? "" }

    /// The digest if the data was made.
    var madeDigest: String? {
        lock.withLock {
            guard case .success(let digest)? = made else { return nil }
            return digest
        }
    }

    /// Called with the lock held.
    private func result() -> Result<String, any Error> {
        if let made { return made }
        let result = Result { () throws -> String in
            let value = try make()
            self.value = value
            return digestOf(value)
        }
        made = result
        return result
    }
}

/// A file's data as the check sees it, whatever its type.
protocol FileDataDigest: Sendable {
    var digest: String { get }
    var madeDigest: String? { get }
}
