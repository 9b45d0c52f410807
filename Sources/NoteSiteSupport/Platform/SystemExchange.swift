#if os(Linux)
internal import Glibc

/// The system call behind `AtomicSwap`: `renameat2` with `RENAME_EXCHANGE`.
/// glibc has declared it only since 2.28 and Swift's Glibc module does not
/// show it, so it is looked up once by name.
enum SystemExchange {
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let renameExchange: UInt32 = 1 << 1
    private static let currentFolder: Int32 = -100  // AT_FDCWD

    private static let renameat2: RenameAt2? = {
        // RTLD_DEFAULT is the null handle on glibc.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()

    static var isAvailable: Bool { renameat2 != nil }

    static func exchange(_ a: String, _ b: String) -> Bool {
        renameat2?(currentFolder, a, currentFolder, b, renameExchange) == 0
    }

    /// An old kernel answers ENOSYS; a file system without the flag, EINVAL.
    static func meansUnsupported(_ code: Int32) -> Bool {
        code == ENOSYS || code == EINVAL || code == EOPNOTSUPP
    }
}

#elseif canImport(Darwin)
internal import Darwin

/// The system call behind `AtomicSwap`: `renamex_np` with `RENAME_SWAP`
/// (macOS 10.12 and later; APFS and HFS+ support it).
enum SystemExchange {
    static var isAvailable: Bool { true }

    static func exchange(_ a: String, _ b: String) -> Bool {
        renamex_np(a, b, UInt32(RENAME_SWAP)) == 0
    }

    /// A file system without the swap (FAT, SMB, …) answers ENOTSUP.
    static func meansUnsupported(_ code: Int32) -> Bool {
        code == ENOTSUP || code == EINVAL
    }
}

#else
import Foundation

/// No known exchange call on this system.
enum SystemExchange {
    static var isAvailable: Bool { false }
    static func exchange(_ a: String, _ b: String) -> Bool { false }
    static func meansUnsupported(_ code: Int32) -> Bool { true }
}
#endif
