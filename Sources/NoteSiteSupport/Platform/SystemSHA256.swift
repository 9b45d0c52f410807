#if canImport(CommonCrypto)
internal import CommonCrypto

/// The system's SHA-256 on the Mac: CommonCrypto, part of every macOS, which
/// uses the CPU's SHA extensions. Same interface as the Linux branch below.
enum SystemSHA256 {
    static var isAvailable: Bool { true }

    /// Writes the 32-byte digest of `buffer` into `digest`.
    static func digest(of buffer: UnsafeRawBufferPointer, into digest: UnsafeMutablePointer<UInt8>) -> Bool {
        // CC_LONG is 32 bits; larger buffers go through the context in pieces.
        guard buffer.count <= Int(UInt32.max) else {
            guard let context = startContext() else { return false }
            update(context, with: buffer)
            finish(context, into: digest)
            return true
        }
        var empty: UInt8 = 0
        return withUnsafePointer(to: &empty) { fallback in
            CC_SHA256(buffer.baseAddress ?? UnsafeRawPointer(fallback), CC_LONG(buffer.count), digest) != nil
        }
    }

    /// A `CC_SHA256_CTX`, started.
    static func startContext() -> UnsafeMutableRawPointer? {
        let context = UnsafeMutablePointer<CC_SHA256_CTX>.allocate(capacity: 1)
        CC_SHA256_Init(context)
        return UnsafeMutableRawPointer(context)
    }

    static func update(_ context: UnsafeMutableRawPointer, with buffer: UnsafeRawBufferPointer) {
        guard var base = buffer.baseAddress, buffer.count > 0 else { return }
        let typed = context.assumingMemoryBound(to: CC_SHA256_CTX.self)
        var remaining = buffer.count
        while remaining > 0 {
            let piece = min(remaining, 1 << 30)
            CC_SHA256_Update(typed, base, CC_LONG(piece))
            base += piece
            remaining -= piece
        }
    }

    /// Writes the digest into `digest` and frees the context.
    static func finish(_ context: UnsafeMutableRawPointer, into digest: UnsafeMutablePointer<UInt8>) {
        let typed = context.assumingMemoryBound(to: CC_SHA256_CTX.self)
        CC_SHA256_Final(digest, typed)
        typed.deallocate()
    }
}

#else
import Foundation

/// OpenSSL's SHA-256 from the system's libcrypto, when there is one: the
/// one-shot `SHA256()`, and `SHA256_Init`/`_Update`/`_Final` for a digest
/// fed in pieces. It uses the CPU's SHA extensions where they exist, several times
/// faster than portable code over the hundreds of megabytes a large site
/// writes. It is looked up at run time, like `renameat2` in `SystemExchange`, so
/// the binary needs no libcrypto: without it `SHA256` computes the same
/// digest itself.
enum SystemSHA256 {
    private typealias OneShot = @convention(c) (UnsafeRawPointer?, Int, UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>?

    private typealias Start = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    private typealias Update = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int) -> Int32
    private typealias Finish = @convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutableRawPointer?) -> Int32

    nonisolated(unsafe) private static let library: UnsafeMutableRawPointer? = {
        for name in ["libcrypto.so.3", "libcrypto.so"] {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) { return handle }
        }
        return nil
    }()

    private static func function<F>(_ name: String, as type: F.Type) -> F? {
        guard let library, let symbol = dlsym(library, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    private static let oneShot = function("SHA256", as: OneShot.self)
    /// `SHA256_Init`, `SHA256_Update` and `SHA256_Final`, for a digest fed in pieces.
    private static let pieces: (start: Start, update: Update, finish: Finish)? = {
        guard let start = function("SHA256_Init", as: Start.self), let update = function("SHA256_Update", as: Update.self),
              let finish = function("SHA256_Final", as: Finish.self) else { return nil }
        return (start, update, finish)
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

    /// An OpenSSL `SHA256_CTX`, or `nil` when libcrypto is missing. It is
    /// 112 bytes; 256 are allocated, to spare.
    static func startContext() -> UnsafeMutableRawPointer? {
        guard let pieces else { return nil }
        let context = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 16)
        guard pieces.start(context) == 1 else {
            context.deallocate()
            return nil
        }
        return context
    }

    static func update(_ context: UnsafeMutableRawPointer, with buffer: UnsafeRawBufferPointer) {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return }
        _ = pieces?.update(context, base, buffer.count)
    }

    /// Writes the digest into `digest` and frees the context.
    static func finish(_ context: UnsafeMutableRawPointer, into digest: UnsafeMutablePointer<UInt8>) {
        _ = pieces?.finish(digest, context)
        context.deallocate()
    }
}
#endif
