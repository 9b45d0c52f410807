import Foundation

/// Exchanges two paths in one step with Linux's `renameat2(RENAME_EXCHANGE)`,
/// so the output folder is never missing nor half-replaced. Elsewhere it
/// falls back to two renames.
enum AtomicSwap {
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let renameExchange: UInt32 = 1 << 1
    private static let currentFolder: Int32 = -100  // AT_FDCWD

    /// After a successful call, `a` holds what `b` held and the reverse.
    static func exchange(_ a: String, _ b: String) -> Bool {
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") {
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            if renameat2(currentFolder, a, currentFolder, b, renameExchange) == 0 { return true }
        }
        let aside = b + ".notesite-old"
        guard rename(b, aside) == 0 else { return false }
        guard rename(a, b) == 0 else {
            rename(aside, b)
            return false
        }
        return rename(aside, a) == 0
    }
}
