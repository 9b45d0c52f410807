import Foundation

/// Exchanges two paths in one step, so the output folder is never missing
/// nor half-replaced: Linux's `renameat2(RENAME_EXCHANGE)`, the Mac's
/// `renamex_np(RENAME_SWAP)`. Where the system or the file system has no such
/// call it says so (`.unsupported`) and does nothing: two renames would leave
/// a moment without an output, which is what the exchange exists to avoid.
package enum AtomicSwap {
    package enum Outcome: Equatable, Sendable {
        case exchanged
        /// The system or this file system cannot exchange; nothing was moved.
        case unsupported
        /// The call failed with this `errno`; nothing was moved.
        case failed(Int32)
    }

    /// Whether this system has an exchange call at all. A file system may
    /// still refuse it; `swap` then answers `.unsupported`.
    static var isAvailable: Bool { SystemExchange.isAvailable }

    /// After `.exchanged`, `a` holds what `b` held and the reverse.
    package static func swap(_ a: String, _ b: String) -> Outcome {
        guard SystemExchange.isAvailable else { return .unsupported }
        if SystemExchange.exchange(a, b) { return .exchanged }
        let code = errno
        return SystemExchange.meansUnsupported(code) ? .unsupported : .failed(code)
    }

    /// True after a successful exchange; otherwise nothing moved and `errno`
    /// says why (`ENOTSUP` when no exchange exists here).
    static func exchange(_ a: String, _ b: String) -> Bool {
        switch swap(a, b) {
        case .exchanged: return true
        case .unsupported: errno = ENOTSUP; return false
        case .failed(let code): errno = code; return false
        }
    }
}
