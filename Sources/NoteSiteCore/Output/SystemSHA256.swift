import Foundation

/// OpenSSL's one-shot `SHA256()` from the system's libcrypto, when there is
/// one. It uses the CPU's SHA extensions where they exist, several times
/// faster than portable code over the hundreds of megabytes a large site
/// writes. It is looked up at run time, like `renameat2` in `AtomicSwap`, so
/// the binary needs no libcrypto: without it `SHA256` computes the same
/// digest itself.
enum SystemSHA256 {
    private typealias OneShot = @convention(c) (UnsafeRawPointer?, Int, UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>?

    private static let oneShot: OneShot? = {
        for library in ["libcrypto.so.3", "libcrypto.so"] {
            guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) else { continue }
            if let symbol = dlsym(handle, "SHA256") { return unsafeBitCast(symbol, to: OneShot.self) }
        }
        return nil
    }()

    static var isAvailable: Bool { oneShot != nil }

    /// Writes the 32-byte digest of `buffer` into `digest`; false when libcrypto is missing.
    static func digest(of buffer: UnsafeRawBufferPointer, into digest: UnsafeMutablePointer<UInt8>) -> Bool {
        guard let oneShot else { return false }
        // A zero-length buffer may have no address; OpenSSL still wants a valid pointer.
        var empty: UInt8 = 0
        return withUnsafePointer(to: &empty) { fallback in
            oneShot(buffer.baseAddress ?? UnsafeRawPointer(fallback), buffer.count, digest) != nil
        }
    }
}
