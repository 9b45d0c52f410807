import NoteSiteMustache
import NoteSiteSupport

/// The digest of the data a file is made from: two files made from data of
/// the same digest, under the same templates and settings, are the same
/// (docs/architecture.md, "What a file is made from"). Objects are read in
/// key order, so the digest does not depend on how a table was filled.
package enum DataDigest {
    package static func of(_ value: MustacheValue) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return SHA256.hex(of: bytes)
    }

    package static func of(_ values: [MustacheValue]) -> String { of(.list(values)) }

    /// Each value starts with its kind and says how long it is, so that no
    /// two different values write the same bytes.
    private static func append(_ value: MustacheValue, to bytes: inout [UInt8]) {
        switch value {
        case .string(let text):
            bytes.append(1)
            appendText(text, &bytes)
        case .int(let number):
            bytes.append(2)
            appendText(String(number), &bytes)
        case .double(let number):
            bytes.append(3)
            appendText(String(number), &bytes)
        case .bool(let flag):
            bytes.append(flag ? 4 : 5)
        case .null:
            bytes.append(6)
        case .list(let items):
            bytes.append(7)
            count(items.count, &bytes)
            for item in items { append(item, to: &bytes) }
        case .object(let fields):
            bytes.append(8)
            count(fields.count, &bytes)
            for key in fields.keys.sorted() {
                appendText(key, &bytes)
                append(fields[key] ?? .null, to: &bytes)
            }
        }
    }

    private static func appendText(_ text: String, _ bytes: inout [UInt8]) {
        count(text.utf8.count, &bytes)
        bytes.append(contentsOf: text.utf8)
    }

    private static func count(_ n: Int, _ bytes: inout [UInt8]) {
        withUnsafeBytes(of: UInt64(n).littleEndian) { bytes.append(contentsOf: $0) }
    }
}
