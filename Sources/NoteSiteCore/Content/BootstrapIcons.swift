import Foundation
import NoteSiteTheme

/// The Bootstrap Icons set (MIT), compiled into the binary as one zlib
/// stream (`Templates/BootstrapIconSet.swift`, written by
/// `scripts/pack-icons`) and unpacked once, the first time an icon is
/// looked up.
enum BootstrapIcons {
    /// Every icon's `<svg>` element by its Bootstrap name (`rocket-takeoff`).
    static let markup: [String: String] = unpack(base64: BootstrapIconSet.packed)

    /// The `<svg>` element every icon shares: a 16-unit grid drawn in the
    /// text color, so a feature's `color` applies.
    static func svg(_ inner: some StringProtocol) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" fill="currentColor" viewBox="0 0 16 16">"# + inner + "</svg>"
    }

    /// Reads the packed lines `name<TAB>markup`; an unreadable set is empty,
    /// which the tests catch, rather than a crash for the user.
    static func unpack(base64: String) -> [String: String] {
        guard let packed = Data(base64Encoded: base64), let bytes = Inflate.unpack([UInt8](packed)) else { return [:] }
        var icons: [String: String] = [:]
        icons.reserveCapacity(2_048)
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            guard let tab = line.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let name = String(decoding: line[..<tab], as: UTF8.self)
            icons[name] = svg(String(decoding: line[(tab + 1)...], as: UTF8.self))
        }
        return icons
    }
}
